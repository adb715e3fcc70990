// docs/decisions/README.md indexes every ADR: one row per file, in number order, with the file's own title.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const decisions = new URL("../../../../docs/decisions/", import.meta.url);
const read = (name: string) => readFileSync(new URL(name, decisions), "utf8");

/** The index row of one ADR file, from its name and its heading ("# 246 Title", "# 001. Title", "# 010: Title"). */
function indexRow(file: string): string {
  const title = read(file).split("\n", 1)[0]!.replace(/^#\s*\d+[.:]?\s*/, "");
  return `| [${file.slice(0, 3)}](${file}) | ${title} |`;
}

it("lists every ADR in docs/decisions/README.md, in number order, under its title", () => {
  const files = readdirSync(decisions).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
  const rows = read("README.md").split("\n").filter((line) => line.startsWith("| ["));
  expect(rows).toEqual(files.map(indexRow));
});
