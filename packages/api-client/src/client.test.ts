import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';

function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify({ unreadCount: 4 }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { requests, fetch };
}

describe('createApiClient', () => {
  it('sends Authorization: Bearer <token> when getToken returns a token', async () => {
    const { requests, fetch } = recordingFetch();
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'abc.def.ghi',
      fetch,
    });

    const { data } = await client.GET('/api/messages/unread-count');

    expect(data).toEqual({ unreadCount: 4 });
    expect(requests[0]?.url).toBe('http://api.test/api/messages/unread-count');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it.each([null, undefined, ''])(
    'sends no Authorization header when the token is %j',
    async (token) => {
      const { requests, fetch } = recordingFetch();
      const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => token, fetch });

      await client.GET('/api/ads');

      expect(requests[0]?.headers.has('Authorization')).toBe(false);
    },
  );

  it('reads the token on every request, so logging in or out takes effect at once', async () => {
    const { requests, fetch } = recordingFetch();
    let token: string | null = null;
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => token, fetch });

    await client.GET('/api/auth/me');
    token = 'later.token.value';
    await client.GET('/api/auth/me');

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      null,
      'Bearer later.token.value',
    ]);
  });

  it('fills path parameters', async () => {
    const { requests, fetch } = recordingFetch();
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });

    await client.DELETE('/api/ads/{id}/images/{imageId}', {
      params: { path: { id: 7, imageId: 31 } },
    });

    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe('http://api.test/api/ads/7/images/31');
  });
});
