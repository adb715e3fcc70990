// Prints the tail of the log of every task that failed in the last `turbo run --summarize`, so the
// cause of a red CI run is the last thing it prints. Turbo writes the run summary to
// .turbo/runs/<id>.json; a task that passed (on a retry too) is left out.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const RUNS = ".turbo/runs";
const TAIL_LINES = 80;

const summaries = existsSync(RUNS) ? readdirSync(RUNS).filter((name) => name.endsWith(".json")) : [];
const latest = summaries.map((name) => join(RUNS, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!latest) {
  console.log("No turbo run summary found: see the output above.");
} else {
  const { tasks } = JSON.parse(readFileSync(latest, "utf8"));
  for (const { taskId, logFile, execution } of tasks) {
    if (!execution || execution.exitCode === 0) continue;
    console.log(`\n===== ${taskId} failed (exit ${execution.exitCode}): ${logFile} (last ${TAIL_LINES} lines) =====`);
    console.log(existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-TAIL_LINES).join("\n") : "(no log file)");
  }
}
