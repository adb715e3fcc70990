// pnpm --filter @carmarket/api dealer-keys create --dealer <id> [--label <text>] | list | revoke <key id>
// Dealer feed keys for POST /api/dealer-feed (ADR 210) in the database the environment points at.
import { readConfig } from "../src/config.js";
import { startDatabase } from "../src/seed/start-database.js";
import { runDealerKeysCli } from "../src/feeds/feed-cli.js";

const database = await startDatabase(readConfig());
try {
  process.exitCode = await runDealerKeysCli(database.db, process.argv.slice(2), console);
} finally {
  await database.close();
}
