import { useRef, useState, type ReactNode } from 'react';
import * as Dialog from '../Dialog/Dialog';
import { Button } from '../Button/Button';

export const CONFIRM_DIALOG_TONES = ['danger', 'primary'] as const;

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered asChild), e.g. a 'Obriši' Button. */
  trigger?: ReactNode;
  /** The question, e.g. 'Da li ste sigurni da želite da obrišete ovaj oglas?'. */
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for destructive actions such as deleting an ad. */
  tone?: (typeof CONFIRM_DIALOG_TONES)[number];
  /** Runs on confirm only; the dialog stays open, busy, until a returned promise settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Asks before an action (an alertdialog on Radix Dialog): focus starts on cancel, a press outside
 * does not dismiss it, Escape and cancel close it without confirming.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports its own failure (e.g. 'Greška pri brisanju oglasa'); stay open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        role="alertdialog"
        size="sm"
        // Radix points aria-describedby at its Description; without one it must be unset.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onPointerDownOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button ref={cancelRef} variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
