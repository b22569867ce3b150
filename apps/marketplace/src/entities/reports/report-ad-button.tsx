import { useState } from 'react';
import type { AdType } from '@marketplace/api-client';
import { canReportAd, texts } from '@marketplace/domain';
import { Button, ReportAdDialog, useToast, type ReportAdValues } from '@marketplace/ui';
import { messageOf } from '../../lib/api-call';
import { useSession } from '../../lib/auth';
import { useReportAdMutation } from './report-ad';

export interface ReportAdButtonProps {
  adType: AdType;
  ad: { id: number; user_id?: number | null; author_id?: number | null; deleted?: boolean };
}

/**
 * 'Prijavi oglas' on an ad page, for a signed-in user who is not the ad's author: the dialog
 * sends the report, a toast confirms it, and a refusal (e.g. 409 'Već ste prijavili ovaj
 * oglas.') shows in the dialog.
 */
export function ReportAdButton({ adType, ad }: ReportAdButtonProps) {
  const { user } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const report = useReportAdMutation(adType, ad.id);
  // A deleted ad can no longer be reported (the server answers 404).
  if (!user || ad.deleted || !canReportAd(user.userType, user.id, ad)) return null;

  const submit = (values: ReportAdValues) => {
    report.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast.show(texts.report.sent);
      },
    });
  };
  return (
    <ReportAdDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Every opening starts without the last attempt's error.
        if (!next) report.reset();
      }}
      trigger={<Button variant="ghost">{texts.report.action}</Button>}
      onSubmit={submit}
      sending={report.isPending}
      error={report.isError ? messageOf(report.error, texts.report.failed) : null}
    />
  );
}
