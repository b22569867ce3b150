import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** A round-robin load balancer on 127.0.0.1 in front of server processes, as a deployment has. */
export interface Balancer {
  url: string;
  /** Which backend (its index) answered each request, in order. */
  served: number[];
  /** Whether the balancer currently sends requests to the backend. */
  inRotation(backend: number): boolean;
  close(): Promise<void>;
}

/** The header naming the backend that answered (its index in `backends`). */
export const SERVED_BY = 'x-served-by';

/**
 * Sends each request to the next backend in turn, skipping those whose readiness
 * (/api/health/ready) did not answer 200 at the last check, every `checkEveryMs`, the way a
 * cloud balancer's health check takes a draining server out. Streams are passed through as they
 * are written; a backend that cannot be reached is answered 502.
 */
export async function startBalancer(
  backends: readonly string[],
  options: { checkEveryMs?: number } = {},
): Promise<Balancer> {
  const checkEveryMs = options.checkEveryMs ?? 100;
  const healthy = backends.map(() => true);
  const served: number[] = [];
  let next = 0;
  const proxy = createProxyServer({});

  const server = http.createServer((request, response) => {
    const candidates = backends.map((_, index) => index).filter((index) => healthy[index]);
    if (candidates.length === 0) {
      response.writeHead(503).end();
      return;
    }
    const backend = candidates[next++ % candidates.length]!;
    served.push(backend);
    response.setHeader(SERVED_BY, String(backend));
    proxy.web(request, response, { target: backends[backend] }, () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  let checking = true;
  const check = async () => {
    while (checking) {
      await Promise.all(
        backends.map(async (backend, index) => {
          try {
            const answer = await fetch(`${backend}/api/health/ready`, {
              signal: AbortSignal.timeout(1_000),
            });
            healthy[index] = answer.ok;
          } catch {
            healthy[index] = false;
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
    }
  };
  const checks = check();

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    inRotation: (backend) => healthy[backend] ?? false,
    async close() {
      checking = false;
      await checks;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
