import { describe, expect, it } from "vitest";
import { renderToPipeableStream } from "react-dom/server";
import { FlushBatches } from "./flush-batches.js";

/** Each chunk as the stream emits it (an async iterator would join what is buffered). */
function chunksOf(stream: FlushBatches): Promise<string[]> {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(String(chunk)));
  return new Promise((resolve) => stream.on("end", () => resolve(chunks)));
}

describe("FlushBatches", () => {
  it("hands on the writes between two flushes as one chunk, and what is left at the end", async () => {
    const batches = new FlushBatches();
    const read = chunksOf(batches);
    batches.write("a");
    batches.write("b");
    batches.flush();
    batches.flush();
    batches.write("c");
    batches.end();
    await expect(read).resolves.toEqual(["ab", "c"]);
  });

  it("turns React's 4 KB pieces of a document into one chunk per React flush (issue #13)", async () => {
    const batches = new FlushBatches();
    const read = chunksOf(batches);
    const rows = Array.from({ length: 400 }, (_, i) => <li key={i}>{`listing ${i} `.repeat(5)}</li>);
    renderToPipeableStream(<ul>{rows}</ul>, { onAllReady: () => undefined }).pipe(batches);
    const chunks = await read;
    expect(chunks.join("").length).toBeGreaterThan(20_000);
    expect(chunks).toHaveLength(1);
  });
});
