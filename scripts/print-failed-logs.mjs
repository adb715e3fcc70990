// Prints the tail of every turbo task log that records a failure, so the cause of a red CI run is the
// last thing it prints. Turbo keeps each task's output in <package>/.turbo/turbo-<task>.log.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const FAILURE = /(ERR_|ELIFECYCLE|exited \(\d+\)|\bFAIL\b|✘|failed|Error:)/;
const TAIL_LINES = 60;

for (const group of ["apps", "packages", "tooling", "e2e"]) {
  const folders = group === "e2e" ? ["."] : existsSync(group) ? readdirSync(group) : [];
  for (const folder of folders) {
    const logDir = join(group, folder, ".turbo");
    if (!existsSync(logDir)) continue;
    for (const file of readdirSync(logDir).filter((name) => name.endsWith(".log"))) {
      const lines = readFileSync(join(logDir, file), "utf8").split("\n");
      if (!lines.some((line) => FAILURE.test(line))) continue;
      console.log(`\n===== ${join(logDir, file)} (last ${TAIL_LINES} lines) =====`);
      console.log(lines.slice(-TAIL_LINES).join("\n"));
    }
  }
}
