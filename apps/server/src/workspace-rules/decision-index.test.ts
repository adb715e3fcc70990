// docs/decisions/README.md indexes every ADR: one row per file, in number order, with the file's own title.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const decisions = new URL("../../../../docs/decisions/", import.meta.url);
const read = (name: string) => readFileSync(new URL(name, decisions), "utf8");

/** An ADR's status from its third line: "Superseded by ADR 258: …", "Superseded in part by ADR 200: …", else accepted. */
function status(lines: readonly string[]): string {
  const superseded = /^Superseded( in part)? by ADR (\d{3})\b/.exec(lines[2] ?? "");
  if (!superseded) return "Accepted";
  return `${superseded[1] ? "Partly superseded" : "Superseded"} by ${superseded[2]}`;
}

/** The index row of one ADR file, from its name, its heading ("# 246 Title", "# 001. Title", "# 010: Title") and its status. */
function indexRow(file: string): string {
  const lines = read(file).split("\n");
  const title = lines[0]!.replace(/^#\s*\d+[.:]?\s*/, "");
  return `| [${file.slice(0, 3)}](${file}) | ${title} | ${status(lines)} |`;
}

it("lists every ADR in docs/decisions/README.md, in number order, under its title, with its status (issue #30.8)", () => {
  const files = readdirSync(decisions)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
  const rows = read("README.md")
    .split("\n")
    .filter((line) => line.startsWith("| ["));
  expect(rows).toEqual(files.map(indexRow));
});
