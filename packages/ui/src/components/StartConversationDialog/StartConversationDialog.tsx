import { useState, type FormEvent, type ReactNode } from 'react';
import {
  canSendMessage,
  MESSAGE_MAX_LENGTH,
  messageLengthHint,
  prepareMessage,
  texts,
} from '@marketplace/domain';
import { Alert } from '../../primitives/Alert';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import * as css from './StartConversationDialog.css';

export interface StartConversationDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false on 'Otkaži', Escape or a press outside (the app then drops sendInitial). */
  onOpenChange?: (open: boolean) => void;
  /** Called with the trimmed message; the owner sends it and closes the dialog. */
  onSend: (text: string) => void;
  /** While true the message is in flight: 'Pošalji' is busy and disabled (spec §4). */
  sending?: boolean;
  /**
   * Why the last send failed (e.g. the server's refusal: the owner blocked the user), shown in the
   * dialog above its buttons; the typed message stays in the field to be sent again.
   */
  error?: string | null;
  /** The element that opens the dialog (rendered asChild), if any. */
  trigger?: ReactNode;
  title?: string;
  description?: string;
  messageLabel?: string;
  cancelLabel?: string;
  sendLabel?: string;
}

interface MessageFormProps extends Pick<
  StartConversationDialogProps,
  'onSend' | 'sending' | 'error'
> {
  messageLabel: string;
  cancelLabel: string;
  sendLabel: string;
}

// Lives inside Dialog.Content, which unmounts on close, so every opening starts with an empty text.
function MessageForm({
  onSend,
  sending = false,
  error,
  messageLabel,
  cancelLabel,
  sendLabel,
}: MessageFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = prepareMessage(text);
    if (message === null || sending) return;
    onSend(message);
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <TextArea
        label={messageLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={messageLengthHint(text)}
      />
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </Dialog.Close>
        {/* spec §2, §5: disabled while the text is blank. */}
        <Button type="submit" disabled={!canSendMessage(text)} loading={sending}>
          {sendLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** spec §2 (messages, query parameters): the first message to an ad's owner starts a conversation. */
export function StartConversationDialog({
  open,
  defaultOpen,
  onOpenChange,
  onSend,
  sending,
  error,
  trigger,
  title = texts.messages.newConversationTitle,
  description = texts.messages.newConversationText,
  messageLabel = texts.messages.yourMessage,
  cancelLabel = texts.messages.cancel,
  sendLabel = texts.messages.send,
}: StartConversationDialogProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="sm">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <MessageForm
          onSend={onSend}
          sending={sending}
          error={error}
          messageLabel={messageLabel}
          cancelLabel={cancelLabel}
          sendLabel={sendLabel}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
