import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { handlerOverrides, mockEmailTokens } from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/react-query';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { useVerifyEmail } from './verify-email';

const VERIFY = '/api/auth/verify-email';
let status: string | null = null;
function Probe({ token }: { token: string | null }) {
  status = useVerifyEmail(token).status;
  return null;
}

let queryClient: QueryClient;
let unmount: (() => Promise<void>) | undefined;
/** The verification screen's query under StrictMode, as src/entry.client.tsx renders the app. */
async function open(api: TestApi, token: string | null) {
  const mounted = await mount(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={api.apiClient}>
          <Probe token={token} />
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  unmount = mounted.unmount;
}
const close = async () => {
  await unmount?.();
  unmount = undefined;
};

beforeEach(() => {
  status = null;
  queryClient = createQueryClient();
});
afterEach(close);

describe('email verification (spec §4): the single-use token is sent once', () => {
  it('sends one request under StrictMode and reuses its answer when the screen mounts again', async () => {
    const api = createTestApi();
    await open(api, mockEmailTokens.verification);
    await vi.waitFor(() => expect(status).toBe('success'));
    await close();
    await open(api, mockEmailTokens.verification);
    expect(status).toBe('success');
    expect(api.count('POST', VERIFY)).toBe(1);
  });

  it('keeps a failure too, without asking again on mount', async () => {
    const api = createTestApi(handlerOverrides.verifyEmailError);
    await open(api, 'istekao-token');
    await vi.waitFor(() => expect(status).toBe('error'));
    await close();
    await open(api, 'istekao-token');
    expect(status).toBe('error');
    expect(api.count('POST', VERIFY)).toBe(1);
  });

  it('sends nothing without a token', async () => {
    const api = createTestApi();
    await open(api, null);
    await close();
    await open(api, '');
    expect(api.requests).toHaveLength(0);
  });
});
