import { useState } from 'react';
import { adminConsoleTexts } from '@marketplace/domain';
import { Button } from '@marketplace/ui';
import { useResolveAppealMutation } from '../api/resolve-appeal';
import { DecisionDialog } from './decision-dialog';

const text = adminConsoleTexts.appeals;

/** 'Usvoji žalbu' (the decision is undone) or 'Odbij žalbu' (it stands), with a statement. */
export function AppealResolutionButton({
  appealId,
  outcome,
  subject,
}: {
  appealId: number;
  outcome: 'upheld' | 'reversed';
  subject: string;
}) {
  const [open, setOpen] = useState(false);
  const resolve = useResolveAppealMutation();
  const label = outcome === 'reversed' ? text.reverse : text.uphold;
  return (
    <>
      <Button
        size="sm"
        variant={outcome === 'reversed' ? 'primary' : 'outline'}
        aria-label={`${label}: ${subject}`}
        onClick={() => {
          resolve.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <DecisionDialog
        open={open}
        onOpenChange={setOpen}
        title={outcome === 'reversed' ? text.reverseTitle : text.upholdTitle}
        subject={subject}
        shape={{ reasonAndClause: false, until: false }}
        pending={resolve.isPending}
        error={resolve.error}
        onConfirm={(input) =>
          resolve.mutate(
            { id: appealId, body: { outcome, statement: input.statement } },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </>
  );
}
