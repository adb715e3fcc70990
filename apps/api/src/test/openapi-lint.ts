import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";

/** One problem Redocly's linter found. */
export interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
}

const REDOCLY = fileURLToPath(new URL("../../node_modules/.bin/redocly", import.meta.url));
const API_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Lints an OpenAPI document with Redocly's CLI and the API's `redocly.yaml` (the recommended rules). */
export async function lintOpenApi(document: string): Promise<LintProblem[]> {
  const folder = await mkdtemp(join(tmpdir(), "carmarket-openapi-"));
  const file = join(folder, "openapi.json");
  try {
    await writeFile(file, document);
    const run = promisify(execFile);
    // Redocly exits 1 when it finds errors; its JSON report on stdout is the answer either way.
    const output = await run(REDOCLY, ["lint", file, "--format=json", "--max-problems=1000"], { cwd: API_ROOT }).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? "",
    }));
    return (JSON.parse(output.stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
