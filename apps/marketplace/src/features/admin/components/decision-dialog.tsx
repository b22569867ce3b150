import { useState, type FormEvent } from 'react';
import {
  adminConsoleTexts,
  MODERATION_STATEMENT_MAX,
  REASON_CODES,
  reasonLabel,
  TERMS_CLAUSES,
  termsClause,
  formatDateTime,
  type ReasonCode,
} from '@marketplace/domain';
import { Alert, Button, Dialog, FormField, Select, TextArea } from '@marketplace/ui';
import { messageOf } from '../../../lib/api-call';
import {
  checkDecisionForm,
  emptyDecisionForm,
  type DecisionFormErrors,
  type DecisionFormShape,
  type DecisionFormValues,
} from './decision-form-check';
import * as css from './admin.css';

const text = adminConsoleTexts.decision;

/** What the dialog sends once confirmed (reason and clause null when it did not ask them). */
export interface DecisionInput {
  reason: ReasonCode | null;
  clause: string | null;
  statement: string;
  until: string | null;
}

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The measure, e.g. 'Sakrij oglas'. */
  title: string;
  /** What it is taken on: the ad's title or the user's name. */
  subject: string;
  shape: DecisionFormShape;
  pending: boolean;
  /** The last failure of sending it (the server's message is shown). */
  error: unknown;
  onConfirm: (input: DecisionInput) => void;
}

// Built when shown, so the labels are in the current language.
const reasonOptions = () => REASON_CODES.map((code) => ({ value: code, label: reasonLabel(code) }));
const clauseOptions = () =>
  TERMS_CLAUSES.map((clause) => ({
    value: clause.id,
    label: `${clause.id} — ${clause.title}`,
  }));

function Summary({
  values,
  input,
  subject,
}: {
  values: DecisionFormValues;
  input: DecisionInput;
  subject: string;
}) {
  const clause = input.clause ? termsClause(input.clause) : null;
  return (
    <dl className={css.summary}>
      <dt className={css.summaryLabel}>{adminConsoleTexts.auditLog.target}</dt>
      <dd className={css.summaryValue}>{subject}</dd>
      {input.reason ? (
        <>
          <dt className={css.summaryLabel}>{text.reason}</dt>
          <dd className={css.summaryValue}>{reasonLabel(input.reason)}</dd>
        </>
      ) : null}
      {clause ? (
        <>
          <dt className={css.summaryLabel}>{text.clause}</dt>
          <dd className={css.summaryValue}>{`${clause.id} — ${clause.title}`}</dd>
        </>
      ) : null}
      {input.until ? (
        <>
          <dt className={css.summaryLabel}>{text.until}</dt>
          <dd className={css.summaryValue}>{formatDateTime(values.until)}</dd>
        </>
      ) : null}
      <dt className={css.summaryLabel}>{text.statement}</dt>
      <dd className={css.summaryValue}>{input.statement}</dd>
    </dl>
  );
}

/**
 * Every staff decision: the reason code, the clause of the terms and the statement of reasons
 * (and a suspension's end), then a second step that shows it all with 'Potvrdi odluku'.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  subject,
  shape,
  pending,
  error,
  onConfirm,
}: DecisionDialogProps) {
  const [values, setValues] = useState<DecisionFormValues>(emptyDecisionForm);
  const [errors, setErrors] = useState<DecisionFormErrors>({});
  const [ready, setReady] = useState<DecisionInput | null>(null);
  const set = (field: keyof DecisionFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const changeOpen = (next: boolean) => {
    if (!next) {
      setValues(emptyDecisionForm);
      setErrors({});
      setReady(null);
    }
    onOpenChange(next);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDecisionForm(values, shape, new Date());
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setReady({
      reason: check.reason,
      clause: check.clause,
      statement: check.statement,
      until: check.until,
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Content size="md">
        <Dialog.Title>{ready ? text.confirmTitle : title}</Dialog.Title>
        <Dialog.Description>{ready ? text.confirmText : subject}</Dialog.Description>
        {ready ? (
          <>
            <Summary values={values} input={ready} subject={`${title}: ${subject}`} />
            {error ? (
              <Alert tone="danger" role="alert">
                {messageOf(error, text.failed)}
              </Alert>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setReady(null)} disabled={pending}>
                {text.back}
              </Button>
              <Button loading={pending} onClick={() => onConfirm(ready)}>
                {text.confirm}
              </Button>
            </Dialog.Footer>
          </>
        ) : (
          <form className={css.form} onSubmit={next} noValidate>
            {shape.reasonAndClause ? (
              <>
                <Select
                  label={text.reason}
                  required
                  placeholder={text.choose}
                  options={reasonOptions()}
                  value={values.reason}
                  onValueChange={set('reason')}
                  error={errors.reason}
                />
                <Select
                  label={text.clause}
                  required
                  placeholder={text.choose}
                  options={clauseOptions()}
                  value={values.clause}
                  onValueChange={set('clause')}
                  error={errors.clause}
                />
              </>
            ) : null}
            {shape.until ? (
              <FormField label={text.until} required error={errors.until}>
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    className={css.dateInput}
                    value={values.until}
                    onChange={(event) => set('until')(event.target.value)}
                  />
                )}
              </FormField>
            ) : null}
            <TextArea
              label={text.statement}
              required
              hint={text.statementHint(MODERATION_STATEMENT_MAX)}
              maxLength={MODERATION_STATEMENT_MAX}
              rows={5}
              value={values.statement}
              onChange={(event) => set('statement')(event.target.value)}
              error={errors.statement}
            />
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="outline">{text.cancel}</Button>
              </Dialog.Close>
              <Button type="submit">{text.next}</Button>
            </Dialog.Footer>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
