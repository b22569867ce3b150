import { useMutation } from '@tanstack/react-query';
import type { AdType, ApiClient, Report, ReportRequest } from '@marketplace/api-client';
import { prepareReportNote } from '@marketplace/domain';
import { useApiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-call';

/** POST /api/reports: one report per user and ad (a second one answers 409). */
export function reportAd(api: ApiClient, body: ReportRequest): Promise<Report> {
  return unwrap<Report>(api.POST('/api/reports', { body }), 'Reporting the ad failed');
}

/** Reports one ad (both ad pages use it; features never import each other). */
export function useReportAdMutation(adType: AdType, adId: number) {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ reason, note }: Pick<ReportRequest, 'reason'> & { note: string }) => {
      const prepared = prepareReportNote(note);
      return reportAd(api, {
        ad_type: adType,
        ad_id: adId,
        reason,
        ...(prepared === null ? {} : { note: prepared }),
      });
    },
  });
}
