import type { LoaderFunctionArgs } from 'react-router';
import { adminConsoleTexts, siteTexts } from '@marketplace/domain';
import {
  clientRouteData,
  serverRouteData,
  type Prefetch,
  type RouteData,
} from '../../../lib/route-data';
import { useSession } from '../../../lib/auth';

/**
 * A section's `loader` and `clientLoader`: its list is asked as the page renders on the server
 * (a signed-in viewer) or as a navigation starts. For anyone without a staff role the server
 * answers 403, and the layout shows 'Pristup odbijen' instead.
 */
export function sectionData(prefetch: Prefetch) {
  return {
    loader: async ({ context }: LoaderFunctionArgs): Promise<RouteData | null> =>
      (await serverRouteData(context, prefetch))?.data ?? null,
    clientLoader: (): null => clientRouteData(prefetch),
  };
}

/** The staff member on a section (the layout renders sections for signed-in staff only). */
export function useStaffId(): number {
  return useSession().user?.id ?? 0;
}

/** '<section> | Administracija | Nekretnine'. */
export const sectionTitle = (section: string) =>
  siteTexts.pageTitle(`${section} | ${adminConsoleTexts.title}`);
