// Both apps' entry.server: React Router's default streaming render with the response's CSP nonce on
// every inline script, handed on in React's own batches (FlushBatches), plus a handleError that keeps
// expected outcomes (a 404 for an unknown URL, an aborted request) out of the error log.
import type { EntryContext, HandleErrorFunction } from "react-router";
import { createContext, isRouteErrorResponse, RouterContextProvider, ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { CspNonceContext } from "../early-taps.js";
import { FlushBatches } from "./flush-batches.js";
import { renderedDocuments, renderKey, RenderedDocument } from "./render-cache.js";
import { PAGE_RENDER_OPTIONS } from "./render-options.js";
import { shopperAddressContext } from "./shopper-address.js";

// apps/server hands the app its API through the built entry module, as it does the load context (ADR 247).
export { serveApiInProcess } from "../server-api.js";

export const streamTimeout = 5_000;

/** The nonce of the Content-Security-Policy apps/server sends with this page (ADR 213); no default, so a render without one fails. */
const cspNonceContext = createContext<string>();

/**
 * The load context of one page request, built by apps/server through the app's entry module: the app's
 * server build bundles this file, so only the app itself holds the context key the render reads.
 */
export function createLoadContext({ cspNonce, shopperAddress }: { cspNonce: string; shopperAddress: string }): RouterContextProvider {
  return new RouterContextProvider(
    new Map([
      [cspNonceContext, cspNonce],
      [shopperAddressContext, shopperAddress],
    ]),
  );
}

/** This app's documents by what they were rendered from (render-cache.ts, ADR 318). */
const documents = renderedDocuments();

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  // Crawlers get the whole document at once; shoppers get the shell as soon as it is ready.
  const crawler = isbot(request.headers.get("user-agent") ?? "");
  // React Router's scripts (<Scripts>, <ScrollRestoration>, streamed data) take the nonce from ServerRouter, React's own from the stream.
  const nonce = loadContext.get(cspNonceContext);
  const initialStatus = status;
  const key = renderKey(request.url, crawler, status, routerContext);
  const kept = key === null ? undefined : documents.get(key);
  if (kept) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(kept.withNonce(nonce), { headers, status });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready: keyof RenderToPipeableStreamOptions = crawler ? "onAllReady" : "onShellReady";
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The whole document, kept once React has written all of it without an error.
    const written: Buffer[] | undefined = key === null ? undefined : [];
    // The document's own inline script (the early-tap holder) reads it from CspNonceContext.
    const page = (
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      ...PAGE_RENDER_OPTIONS,
      nonce,
      [ready]() {
        shellRendered = true;
        const body = new FlushBatches(written && ((batch) => written.push(batch)));
        body.once("finish", () => {
          clearTimeout(timeout);
          timeout = undefined;
          if (key !== null && written && status === initialStatus) documents.set(key, new RenderedDocument(Buffer.concat(written).toString("utf8"), nonce));
        });
        headers.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
