import { HttpResponse } from 'msw';
import type { components } from '../src/generated/schema';

/** The events of GET /api/messages/events, by name (their `data:` schemas in openapi.yaml). */
export interface MessageEventData {
  message: components['schemas']['MessageEvent'];
  read: components['schemas']['ConversationReadEvent'];
  unread: components['schemas']['UnreadCount'];
}

export type MockEvent = {
  [Name in keyof MessageEventData]: { id: number; event: Name; data: MessageEventData[Name] };
}[keyof MessageEventData];

/** One event in the text/event-stream format. */
export function formatEvent({ id, event, data }: MockEvent): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An open event stream: what a test or the mock server pushes into it, and whether it ended. */
export interface MockEventStream {
  response: HttpResponse<ReadableStream<Uint8Array>>;
  push(event: MockEvent): void;
  /** Writes raw text (a comment, a partial event). */
  pushText(text: string): void;
  /** Ends the stream as a server does (the client reconnects). */
  end(): void;
  /** True once the client went away (aborted) or end() ran. */
  readonly closed: boolean;
}

/** A text/event-stream answer that stays open until end() or the client aborts. */
export function mockEventStream(initial: MockEvent[] = []): MockEventStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const event of initial) c.enqueue(encoder.encode(formatEvent(event)));
    },
    cancel() {
      closed = true;
    },
  });
  const pushText = (text: string) => {
    if (!closed) controller?.enqueue(encoder.encode(text));
  };
  return {
    response: new HttpResponse(body, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
    }),
    push: (event) => pushText(formatEvent(event)),
    pushText,
    end() {
      if (closed) return;
      closed = true;
      controller?.close();
    },
    get closed() {
      return closed;
    },
  };
}
