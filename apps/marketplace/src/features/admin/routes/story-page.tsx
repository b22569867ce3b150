import type { ComponentType } from 'react';
import { fixtureUsers } from '@marketplace/api-client/mocks';
import { renderPage } from '../../../testing/render-page';
import { AdminLayout } from './admin-layout';

/** A console section as the router shows it: inside the layout (guard, heading, section links). */
export function consolePage(
  path: string,
  Section: ComponentType,
  {
    initialEntry,
    userId = fixtureUsers.moderator.id,
  }: { initialEntry?: string; userId?: number } = {},
) {
  return renderPage({
    path,
    initialEntry: initialEntry ?? path,
    userId,
    element: (
      <AdminLayout>
        <Section />
      </AdminLayout>
    ),
  });
}
