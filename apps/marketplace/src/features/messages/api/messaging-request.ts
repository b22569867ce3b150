/** A failed messaging call; spec §8: messaging errors are logged only, never shown. */
export class MessagingRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MessagingRequestError';
  }
}

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer of an openapi-fetch call, or a MessagingRequestError (network failures reject as is). */
export async function expectData<T>(call: Promise<FetchOutcome<T>>, what: string): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  const serverMessage =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : response.statusText;
  throw new MessagingRequestError(response.status, `${what}: ${response.status} ${serverMessage}`);
}
