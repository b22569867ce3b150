import { serverMessageOr } from '@marketplace/domain';

/** What an auth call hands its screen: the answer, or the one Serbian line to show (spec §8). */
export type CallResult<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * spec §8: the server's message is preferred, else the screen's fallback. A request that never got
 * an answer (network error) also shows the fallback unless the screen passes its own text.
 */
export async function callWithMessage<T>(
  call: () => Promise<{ data?: T; error?: unknown }>,
  fallback: string,
  networkFallback = fallback,
): Promise<CallResult<T>> {
  try {
    const { data, error } = await call();
    if (error !== undefined || data === undefined) {
      const message = (error as { message?: unknown } | undefined)?.message;
      return { ok: false, message: serverMessageOr(message, fallback) };
    }
    return { ok: true, data };
  } catch {
    return { ok: false, message: networkFallback };
  }
}
