import { Transform, type TransformCallback } from "node:stream";

/**
 * React's writes between two of its flushes, handed on as one chunk. React writes a document in
 * pieces of at most 4 KB and calls `flush()` on its destination after each batch (the hook compression
 * middleware uses); passing each batch on whole lets apps/server compress it with one flush and send
 * it with one socket write, where one per piece cost a search page about a fifth of its CPU (issue #13,
 * docs/performance.md "Load"). Nothing is held past React's own flush, so the page still streams.
 */
export class FlushBatches extends Transform {
  #pending: Buffer[] = [];
  readonly #onBatch: ((batch: Buffer) => void) | undefined;

  /** `onBatch` sees each batch as it is handed on (the render cache keeps the whole document). */
  constructor(onBatch?: (batch: Buffer) => void) {
    super();
    this.#onBatch = onBatch;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    callback();
  }

  /** Called by React after each batch of writes. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const batch = Buffer.concat(this.#pending);
    this.#onBatch?.(batch);
    this.push(batch);
    this.#pending = [];
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
