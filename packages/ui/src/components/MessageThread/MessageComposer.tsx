import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  canSendMessage,
  MESSAGE_MAX_LENGTH,
  messageLengthHint,
  prepareMessage,
} from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import * as css from './MessageThread.css';

export interface MessageComposerProps {
  /** Called with the trimmed text; the field is cleared right after. */
  onSend: (text: string) => void;
  /** While true the send button is busy and disabled (spec §4). */
  sending?: boolean;
  disabled?: boolean;
  placeholder: string;
  inputLabel: string;
  sendLabel: string;
}

/** spec §2: the message input; Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({
  onSend,
  sending = false,
  disabled = false,
  placeholder,
  inputLabel,
  sendLabel,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  // Near the limit, the limit and the count show under the field (it has no visible label).
  const hint = messageLengthHint(text);
  const hintId = `${useId()}-hint`;
  // spec §2, §5: nothing is sent while the text is blank or whitespace only.
  const sendable = canSendMessage(text) && !sending && !disabled;

  const send = () => {
    const message = prepareMessage(text);
    if (message === null || !sendable) return;
    onSend(message);
    setText('');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a character also uses Enter; that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className={css.composer} onSubmit={submit}>
      <div className={css.composerInput}>
        <TextArea
          aria-label={inputLabel}
          placeholder={placeholder}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
          disabled={disabled}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-describedby={hint ? hintId : undefined}
          textAreaClassName={css.composerField}
        />
        {hint ? (
          <p id={hintId} className={css.composerHint}>
            {hint}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={!canSendMessage(text) || disabled} loading={sending}>
        {sendLabel}
      </Button>
    </form>
  );
}
