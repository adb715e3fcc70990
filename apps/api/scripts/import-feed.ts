// pnpm --filter @carmarket/api import-feed <file.csv> --dealer <id>
// Imports one dealer's Google vehicle-listings CSV into the database the environment points at
// (DATABASE_URL, else the embedded PGlite folder). Exit code 1 when the file was refused as a whole.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readConfig } from "../src/config.js";
import { startDatabase } from "../src/start-database.js";
import { FeedError, importFeed } from "../src/feeds/import-feed.js";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { dealer: { type: "string" } } });
const file = positionals[0];
const dealerId = Number(values.dealer);
if (!file || !Number.isInteger(dealerId) || dealerId <= 0) {
  console.error("usage: import-feed <file.csv> --dealer <id>");
  process.exit(2);
}

const database = await startDatabase(readConfig());
try {
  const report = await importFeed(database.db, { csv: readFileSync(file, "utf8"), dealerId });
  console.log(
    `${report.rows} rows: ${report.inserted} new, ${report.updated} updated, ${report.priceChanges} price changes ` +
      `(${report.priceDrops} drops), ${report.markedSold} marked sold, ${report.rejected.length} rejected`,
  );
  for (const rejected of report.rejected) console.log(`  line ${rejected.line} ${rejected.vin || "(no VIN)"}: ${rejected.reason}`);
} catch (error) {
  if (!(error instanceof FeedError)) throw error;
  console.error(`Nothing imported: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
