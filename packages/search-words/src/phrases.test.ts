import { describe, expect, it } from "vitest";
import { parseSearchWords } from "./parse.js";
import { PHRASE_TABLES } from "./test/phrases.js";
import { SEED_CATALOG } from "./test/seed-catalog.js";

describe("parseSearchWords: real phrasings (issue #17)", () => {
  it("has at least 200 phrasings", () => {
    expect(Object.values(PHRASE_TABLES).flat().length).toBeGreaterThanOrEqual(200);
  });

  for (const [name, rows] of Object.entries(PHRASE_TABLES)) {
    describe(name, () => {
      it.each(rows.map(([phrase, filters, notUnderstood = []]) => ({ phrase, filters, notUnderstood })))("$phrase", ({ phrase, filters, notUnderstood }) => {
        expect(parseSearchWords(phrase, SEED_CATALOG)).toEqual({ filters, notUnderstood });
      });
    });
  }
});
