import { useState } from 'react';
import { MessageThread, type MessageThreadProps } from './MessageThread';
import type { Message } from './message';

// Story harness only (not exported from the package): sent messages are appended like the app does.
export function ControlledMessageThread(props: MessageThreadProps) {
  const [messages, setMessages] = useState<readonly Message[]>(props.messages);
  return (
    <div style={{ height: 480, border: '1px solid #d5dbe1' }}>
      <MessageThread
        {...props}
        messages={messages}
        onSend={(text) => {
          props.onSend(text);
          setMessages((current) => [
            ...current,
            {
              id: current.length + 1,
              sender_id: Number(props.currentUserId),
              content: text,
              created_at: new Date(Date.UTC(2024, 10, 5, 14, 0)).toISOString(),
            },
          ]);
        }}
      />
    </div>
  );
}
