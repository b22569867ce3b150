import { useCallback, useEffect, useState } from 'react';

/** What an endpoint call ends in: the answer, or the status and the server's `{message}`. */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string | undefined };

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch call into an ApiResult; a network failure reads as status 0. */
export async function toResult<T>(call: Promise<FetchOutcome<T>>): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await call;
    if (response.ok) return { ok: true, data: data as T };
    const message =
      error && typeof error === 'object' && 'message' in error ? error.message : undefined;
    return {
      ok: false,
      status: response.status,
      message: typeof message === 'string' ? message : undefined,
    };
  } catch {
    return { ok: false, status: 0, message: undefined };
  }
}

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; httpStatus: number; message: string | undefined }
  | { status: 'success'; data: T };

/** Runs `load` when its inputs change (wrap it in useCallback); `reload` runs it again. */
export function useLoadable<T>(load: () => Promise<ApiResult<T>>): {
  state: Loadable<T>;
  reload: () => void;
} {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (cancelled) return;
      setState(
        result.ok
          ? { status: 'success', data: result.data }
          : { status: 'error', httpStatus: result.status, message: result.message },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

/**
 * The server's message for a refused request (4xx: too many or too large images, bad fields),
 * else the screen's own text (5xx, network), which spec §8 names for these failures.
 */
export function refusalMessageOr(
  result: { status: number; message: string | undefined },
  fallback: string,
): string {
  const refused = result.status >= 400 && result.status < 500;
  return refused && result.message ? result.message : fallback;
}
