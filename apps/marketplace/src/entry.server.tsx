import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import './lib/page-context';

/**
 * The server runs this build through React Router's request handler: the build's own copy, so
 * that its loaders, its thrown responses and its render share one instance of the router.
 */
export { createRequestHandler } from 'react-router';

/** The longest a page's render may take before what is pending is sent as its fallback. */
export const streamTimeout = 5_000;

/**
 * Renders a page for the server (React Router's request handler calls this). The answer starts
 * once the whole page is rendered, loaders' data included, so its HTML is the first screen as it
 * will look, with no swap scripts; its bytes then stream out as React writes them. Every script
 * React and the router write carries the response's nonce (the Content-Security-Policy allows
 * nothing else).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished part of the page is written in its place, never outlined behind a fallback
        // that only a script swaps in: the HTML shows the first screen before any script runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // Errors of the shell reject, and the request handler logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
