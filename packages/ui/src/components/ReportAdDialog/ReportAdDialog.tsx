import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  reportReasonLabel,
  texts,
  type ReportReason,
} from '@marketplace/domain';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { TextArea } from '../../primitives/TextArea';
import * as css from './ReportAdDialog.css';

export interface ReportAdValues {
  reason: ReportReason;
  /** What the user wrote, as typed (the server trims it; empty means none). */
  note: string;
}

export interface ReportAdDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false on 'Otkaži', Escape or a press outside (not while sending). */
  onOpenChange?: (open: boolean) => void;
  /** Called with the chosen reason and the note; the owner sends them and closes the dialog. */
  onSubmit: (values: ReportAdValues) => void;
  /** While true the report is in flight: 'Pošalji prijavu' is busy and disabled. */
  sending?: boolean;
  /** Why the last attempt failed (e.g. the server's 'Već ste prijavili ovaj oglas.'). */
  error?: string | null;
  /** The element that opens the dialog (rendered asChild), e.g. a 'Prijavi oglas' Button. */
  trigger?: ReactNode;
  title?: string;
  description?: string;
  reasonLabel?: string;
  noteLabel?: string;
  noteHint?: string;
  cancelLabel?: string;
  submitLabel?: string;
}

interface ReportFormProps extends Pick<ReportAdDialogProps, 'onSubmit' | 'sending' | 'error'> {
  labels: Required<
    Pick<
      ReportAdDialogProps,
      'reasonLabel' | 'noteLabel' | 'noteHint' | 'cancelLabel' | 'submitLabel'
    >
  >;
}

// Lives inside Dialog.Content, which unmounts on close, so every opening starts afresh.
function ReportForm({ onSubmit, sending = false, error, labels }: ReportFormProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const name = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === null || sending) return;
    onSubmit({ reason, note });
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <fieldset className={css.reasons} disabled={sending}>
        <legend className={css.legend}>{labels.reasonLabel}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className={css.reason}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              required
              className={css.radio}
            />
            {reportReasonLabel(value)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={labels.noteLabel}
        hint={labels.noteHint}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
        // openapi.yaml ReportRequest.note: at most 1000 characters.
        maxLength={REPORT_NOTE_MAX_LENGTH}
        disabled={sending}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={sending}>
            {labels.cancelLabel}
          </Button>
        </Dialog.Close>
        {/* Disabled until a reason is chosen, as the message dialog's 'Pošalji' while blank. */}
        <Button type="submit" disabled={reason === null} loading={sending}>
          {labels.submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Reports an ad: one of the four reasons, an optional note, 'Otkaži' and 'Pošalji prijavu'. */
export function ReportAdDialog({
  open,
  defaultOpen,
  onOpenChange,
  onSubmit,
  sending = false,
  error,
  trigger,
  title = texts.report.title,
  description = texts.report.description,
  reasonLabel = texts.report.reason,
  noteLabel = texts.report.note,
  noteHint = texts.report.noteHint(REPORT_NOTE_MAX_LENGTH),
  cancelLabel = texts.report.cancel,
  submitLabel = texts.report.submit,
}: ReportAdDialogProps) {
  return (
    <Dialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        // A report in flight finishes before the dialog can close.
        if (sending && !next) return;
        onOpenChange?.(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="sm">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <ReportForm
          onSubmit={onSubmit}
          sending={sending}
          error={error}
          labels={{ reasonLabel, noteLabel, noteHint, cancelLabel, submitLabel }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
