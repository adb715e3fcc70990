// Issue #27.15: a stray ')' in share-panel.module.css dropped the share button's shadow and no check noticed.
// Every stylesheet of the workspace goes through stylelint (stylelint.config.js: mistakes, not style).
import stylelint from "stylelint";
import { describe, expect, it } from "vitest";

const repoRoot = new URL("../../../../", import.meta.url).pathname;

const problems = (results: stylelint.LintResult[]) =>
  results.flatMap((result) => result.warnings.map((warning) => `${result.source?.replace(repoRoot, "")}:${warning.line} ${warning.text}`));

describe("#27.15 stylelint", () => {
  it("finds nothing in any stylesheet of the workspace", async () => {
    const { results } = await stylelint.lint({ files: "**/*.css", cwd: repoRoot });
    expect(results.length).toBeGreaterThan(50);
    expect(problems(results)).toEqual([]);
  });

  it("refuses the share button's unbalanced shadow value", async () => {
    const { results } = await stylelint.lint({
      code: ".share {\n  box-shadow: 0 2px 8px rgb(0 0 0 / 20%));\n}\n",
      codeFilename: `${repoRoot}packages/ui/src/components/share-panel/share-panel.module.css`,
      cwd: repoRoot,
    });
    expect(problems(results)).toEqual([expect.stringContaining('Cannot parse property value "0 2px 8px rgb(0 0 0 / 20%))"')]);
  });
});
