// pnpm --filter @carmarket/api reviews list [--kind dealer|car]
// pnpm --filter @carmarket/api reviews approve|reject <id> --kind dealer|car
// Moderates held dealer and car reviews (ADR 218) in the database the environment points at
// (DATABASE_URL, else the embedded PGlite folder).
import { readConfig } from "../src/config.js";
import { runReviewsCommand } from "../src/routes/research/reviews-command.js";
import { startDatabase } from "../src/seed/start-database.js";

const database = await startDatabase(readConfig());
try {
  process.exitCode = await runReviewsCommand(database.db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
}
