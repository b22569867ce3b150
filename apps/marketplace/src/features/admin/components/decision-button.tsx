import { useState } from 'react';
import type { DecisionAction } from '@marketplace/domain';
import { Button, type ButtonProps } from '@marketplace/ui';
import { useCreateDecisionMutation } from '../api/create-decision';
import type { DecisionRequest } from '../api/admin-keys';
import { DecisionDialog } from './decision-dialog';

export interface DecisionButtonProps {
  /** The button's and the dialog's name, e.g. 'Sakrij oglas' or 'Zadrži oglas'. */
  label: string;
  target: DecisionRequest['target'];
  action: DecisionAction;
  /** The ad's title or the user's name. */
  subject: string;
  variant?: ButtonProps['variant'];
}

/** One measure: the button, its dialog (reason, clause, statement, confirmation) and the request. */
export function DecisionButton({ label, target, action, subject, variant }: DecisionButtonProps) {
  const [open, setOpen] = useState(false);
  const decide = useCreateDecisionMutation();
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        aria-label={`${label}: ${subject}`}
        onClick={() => {
          decide.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <DecisionDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        subject={subject}
        shape={{ reasonAndClause: true, until: action === 'suspend' }}
        pending={decide.isPending}
        error={decide.error}
        onConfirm={(input) => {
          if (!input.reason || !input.clause) return;
          decide.mutate(
            {
              target,
              action,
              reason_code: input.reason,
              terms_clause: input.clause,
              statement: input.statement,
              ...(input.until ? { until: input.until } : {}),
            },
            { onSuccess: () => setOpen(false) },
          );
        }}
      />
    </>
  );
}
