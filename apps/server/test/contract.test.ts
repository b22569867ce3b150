import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// DESIGN: request bodies are validated against openapi.yaml; unknown fields and undeclared
// content types are rejected, never silently dropped.
describe('the contract at the HTTP edge', () => {
  it.each([
    ['text/plain', 'email=a@b.c'],
    ['image/png', 'not really a png'],
    ['application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
  ])('rejects a %s body on a JSON endpoint with 415', async (type, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Tip sadržaja nije podržan.' });
  });

  it('rejects unknown fields with a Serbian 400 naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'neko@example.test', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('isAdmin');
  });

  it('rejects a malformed path parameter with 400 and a JSON body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/business-ads/abc' });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('never leaks internals in 5xx bodies', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const broken = await createTestApp();
    await broken.database.close(); // every query now fails
    const failed = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.',
    });
    await broken.app.close();
  });
});
