import { headForFirstPaint, type StylesheetReader } from "./first-paint-head.js";
import { deferRouteImports } from "./first-paint-scripts.js";

// ASCII never occurs inside a UTF-8 multi-byte character, so byte searches for these are exact.
const HEAD_END = Buffer.from("</head>");
const BOOTSTRAP_OPENING = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");

/**
 * A stream transform that readies a streamed document for the first paint: the head gets its stylesheets inline
 * and loses its module preloads (first-paint-head.ts), and React Router's bootstrap script, later in the body,
 * asks for those modules after the first frame (first-paint-scripts.ts, ADR 261). Everything else passes through
 * as the same bytes: only the head and the bootstrap are decoded (a search page is mostly body; decoding and
 * encoding every chunk cost 1-2% of a render, issue #13).
 */
export function firstPaintDocument(read: StylesheetReader): TransformStream<Uint8Array, Uint8Array> {
  let phase: "head" | "body" | "bootstrap" | "rest" = "head";
  let held = Buffer.alloc(0);
  let modules: string[] = [];
  const rewriteHead = (bytes: Buffer) => {
    const ready = headForFirstPaint(bytes.toString("utf8"), read);
    modules = ready.modules;
    return Buffer.from(ready.head);
  };
  const rewriteBootstrap = (bytes: Buffer) => Buffer.from(deferRouteImports(bytes.toString("utf8"), modules));

  /** Moves through the phases as far as the bytes held allow, handing on what is settled. */
  function advance(controller: TransformStreamDefaultController<Uint8Array>): void {
    if (phase === "head") {
      const end = held.indexOf(HEAD_END);
      if (end === -1) return;
      controller.enqueue(rewriteHead(held.subarray(0, end)));
      held = held.subarray(end);
      phase = "body";
    }
    if (phase === "body") {
      const opening = held.indexOf(BOOTSTRAP_OPENING);
      if (opening === -1) {
        // Hand on all but what could be the start of the opening, split across chunks.
        const keep = Math.min(held.length, BOOTSTRAP_OPENING.length - 1);
        if (held.length > keep) controller.enqueue(held.subarray(0, held.length - keep));
        held = held.subarray(held.length - keep);
        return;
      }
      const contentStart = opening + BOOTSTRAP_OPENING.length;
      controller.enqueue(held.subarray(0, contentStart));
      held = held.subarray(contentStart);
      phase = "bootstrap";
    }
    if (phase === "bootstrap") {
      const end = held.indexOf(SCRIPT_END);
      if (end === -1) return;
      controller.enqueue(rewriteBootstrap(held.subarray(0, end)));
      held = held.subarray(end);
      phase = "rest";
    }
    if (held.length > 0) controller.enqueue(held);
    held = Buffer.alloc(0);
  }

  return new TransformStream({
    transform(chunk, controller) {
      if (phase === "rest") {
        controller.enqueue(chunk);
        return;
      }
      held = Buffer.concat([held, chunk]);
      advance(controller);
    },
    flush(controller) {
      if (held.length === 0) return;
      if (phase === "head") controller.enqueue(rewriteHead(held));
      else if (phase === "bootstrap") controller.enqueue(rewriteBootstrap(held));
      else controller.enqueue(held);
    },
  });
}
