import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  /** The parsed JSON data. */
  data: unknown;
}

/** An event stream read over real HTTP: its events and comments as they arrive. */
export interface OpenStream {
  response: Response;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event (counting from `from`) that matches, within `timeoutMs`. */
  next(
    match: (event: StreamEvent) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Closes the connection, as a closed tab does. */
  abort(): void;
}

/** The base URL of a listening app (listens on a random port the first time). */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * GET /api/messages/events with fetch, parsing the text/event-stream body as it arrives; from an
 * app of the test, or from a server's base URL.
 */
export async function openEventStream(
  server: FastifyInstance | string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController();
  const base = typeof server === 'string' ? server : await baseUrl(server);
  const response = await fetch(`${base}/api/messages/events`, {
    headers,
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  let buffer = '';
  const parseBlock = (block: string) => {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) events.push({ id, event, data: JSON.parse(data.join('\n')) as unknown });
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // aborted by the test
    }
    wake();
  })();
  let done = false;
  void ended.then(() => (done = true));

  return {
    response,
    events,
    comments,
    ended,
    abort: () => controller.abort(),
    next(match, from = 0, timeoutMs = 5_000) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`stream ended; events: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
