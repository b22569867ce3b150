import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { ApiError } from './api-call';
import { createQueryClient } from './react-query';

/** A query observed as a screen would, whose answers are given in turn by `outcomes`. */
function observe(outcomes: (() => string)[]) {
  const client = createQueryClient({ retry: false });
  // As QueryClientProvider does: the client listens to focus and connection changes.
  client.mount();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['ads'],
    queryFn: async () => {
      const outcome = outcomes[Math.min(calls, outcomes.length - 1)]!;
      calls += 1;
      return outcome();
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    observer,
    unsubscribe: () => {
      unsubscribe();
      client.unmount();
    },
    calls: () => calls,
  };
}

const unreachable = () => {
  throw new ApiError('List: the server was not reached', 0);
};
const serverError = () => {
  throw new ApiError('List: 500', 500, 'Došlo je do greške na serveru.');
};
const refused = () => {
  throw new ApiError('List: 403', 403, 'Nemate dozvolu za ovu radnju.');
};
const answer = () => 'oglasi';

const regainFocus = () => {
  focusManager.setFocused(false);
  focusManager.setFocused(true);
};
const reconnect = () => {
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
};

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe('a failed query tries again by itself (no dead ends)', () => {
  it.each([
    ['the window regains focus', unreachable, regainFocus],
    ['the connection returns', unreachable, reconnect],
    ['the window regains focus after a server error', serverError, regainFocus],
  ])('when %s', async (_name, failure, trigger) => {
    const { observer, unsubscribe, calls } = observe([failure, answer]);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    trigger();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('oglasi'));
    expect(calls()).toBe(2);
    unsubscribe();
  });

  it('not after a refusal, which would be refused again', async () => {
    const { observer, unsubscribe, calls } = observe([refused, answer]);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    regainFocus();
    reconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(1);
    unsubscribe();
  });

  it('not after a success (spec §4 names the refreshes)', async () => {
    const { observer, unsubscribe, calls } = observe([answer]);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('oglasi'));
    regainFocus();
    reconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(1);
    unsubscribe();
  });
});
