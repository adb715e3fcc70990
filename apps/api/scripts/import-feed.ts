// pnpm --filter @carmarket/api import-feed <file.csv> --dealer <id> [--allow-mass-sold]
// Imports one dealer's Google vehicle-listings CSV into the database the environment points at
// (DATABASE_URL, else the embedded PGlite folder), through the same importer as POST /api/dealer-feed,
// then fetches the photos of its cars into MEDIA_DIR and lists every photo refused.
// Exit code 1 when the file was refused as a whole, 2 on bad usage.
import { readConfig } from "../src/config.js";
import { startDatabase } from "../src/seed/start-database.js";
import { runImportFeedCli } from "../src/feeds/feed-cli.js";

const config = readConfig();
const database = await startDatabase(config);
try {
  process.exitCode = await runImportFeedCli(database.db, process.argv.slice(2), console, config);
} finally {
  await database.close();
}
