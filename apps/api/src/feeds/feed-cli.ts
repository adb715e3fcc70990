import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { Db } from "../db/database.js";
import { createDealerKey, listDealerKeys, revokeDealerKey, UnknownDealerError } from "./dealer-keys.js";
import { FeedError, importFeed, type FeedReport } from "./import-feed.js";
import { runDueJobs } from "../jobs/job-queue.js";
import { refusedPhotos } from "../photos/listing-photos.js";
import { photoJob } from "../photos/photo-job.js";
import { PhotoProcessor } from "../photos/photo-processor.js";

/** Where a CLI writes: the console in scripts/, arrays in tests. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/** A positive whole id from the command line, or null. */
function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const IMPORT_USAGE = "usage: import-feed <file.csv> --dealer <id> [--allow-mass-sold]";

/** Where the CLI stores the photos it fetches, and the sources it may reach (MEDIA_DIR, IMAGE_FETCH_ALLOW). */
export interface CliPhotoSettings {
  mediaDir: string;
  imageFetchAllow: ReadonlySet<string>;
}

/**
 * `import-feed <file.csv> --dealer <id> [--allow-mass-sold]`: the operator's way in to the same
 * `importFeed` the /dealer-feed endpoint runs, for the dealer named by --dealer; then it fetches the
 * queued photos of the file's cars itself (the job queue's own jobs, so a server never does them twice)
 * and lists every photo refused (without `photos`, those refused at import). Answers the exit code: 0 imported, 1 the file was refused as a whole
 * (nothing written), 2 bad usage.
 */
export async function runImportFeedCli(db: Db, argv: string[], out: CliOutput, photos?: CliPhotoSettings): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { dealer: { type: "string" }, "allow-mass-sold": { type: "boolean" } },
  });
  const file = positionals[0];
  const dealerId = idOf(values.dealer);
  if (!file || dealerId === null) {
    out.error(IMPORT_USAGE);
    return 2;
  }
  const printRejected = (rejected: FeedError["rejected"]) => {
    for (const row of rejected) out.log(`  line ${row.line} ${row.vin || "(no VIN)"}: ${row.reason}`);
  };
  try {
    const report = await importFeed(db, { csv: await readFile(file, "utf8"), dealerId, allowMassSold: values["allow-mass-sold"] ?? false });
    out.log(
      `${report.rows} rows: ${report.inserted} new, ${report.updated} updated, ${report.priceChanges} price changes ` +
        `(${report.priceDrops} drops), ${report.markedSold} marked sold, ${report.rejected.length} rejected`,
    );
    printRejected(report.rejected);
    printVinCheck(report, out);
    const queued = report.photos.queued;
    if (photos && queued.length > 0) {
      out.log(`Fetching the photos of ${queued.length} cars…`);
      const processor = new PhotoProcessor(photos.mediaDir);
      try {
        await runDueJobs(db, [photoJob({ db, processor, allow: photos.imageFetchAllow })], { keys: queued.map((car) => car.vin), limit: queued.length });
      } finally {
        await processor.close();
      }
    }
    // Refused at import, and when fetched: each photo once, in line order; a feed without refusals says nothing of them.
    const refused = new Map([...report.photos.refused, ...(await refusedPhotos(db, queued))].map((photo) => [`${photo.vin} ${photo.link}`, photo]));
    if (refused.size > 0) out.log(`${refused.size} photos refused`);
    for (const photo of [...refused.values()].sort((a, b) => a.line - b.line)) out.log(`  line ${photo.line} ${photo.vin} ${photo.link}: ${photo.reason}`);
    return 0;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    out.error(`Nothing imported: ${error.message}`);
    printRejected(error.rejected);
    return 1;
  }
}

const FIELD_NAMES = { engine: "engine", body_style: "body style", fuel: "fuel" } as const;

/** What the VIN check did besides refusing rows (ADRs 275–276): flags, fills and model lines added. */
function printVinCheck(report: FeedReport, out: CliOutput) {
  for (const flag of report.vinFlags) {
    out.log(`  line ${flag.line} ${flag.vin}: listed ${FIELD_NAMES[flag.field]} '${flag.listed}' kept and flagged; the VIN says ${flag.decoded}`);
  }
  if (report.vinFills.length > 0) out.log(`  ${report.vinFills.length} cars took empty values (trim, engine, fuel, body style) from their VIN`);
  for (const added of report.linesAdded) out.log(`  model line added from NHTSA's vPIC: ${added.make} ${added.model}`);
}

const KEYS_USAGE = "usage: dealer-keys create --dealer <id> [--label <text>] | list | revoke <key id>";

/**
 * `dealer-keys create --dealer <id> [--label …] | list | revoke <key id>`: the feed keys of ADR 210.
 * `create` prints the key once (only its hash is stored); `list` shows prefixes, never keys.
 */
export async function runDealerKeysCli(db: Db, argv: string[], out: CliOutput): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { dealer: { type: "string" }, label: { type: "string" } } });
  const [command, argument] = positionals;
  if (command === "create" && idOf(values.dealer) !== null) {
    try {
      const created = await createDealerKey(db, { dealerId: idOf(values.dealer)!, label: values.label ?? null });
      out.log(`Key ${created.id} for dealer ${values.dealer} (shown once; only its hash is stored):`);
      out.log(created.key);
      return 0;
    } catch (error) {
      if (!(error instanceof UnknownDealerError)) throw error;
      out.error(error.message);
      return 1;
    }
  }
  if (command === "list") {
    for (const key of await listDealerKeys(db)) {
      const state = key.revoked_at ? `revoked ${key.revoked_at.toISOString()}` : `active, last used ${key.last_used_at?.toISOString() ?? "never"}`;
      out.log(`${key.id}\t${key.prefix}…\tdealer ${key.dealer_id} (${key.dealer_name})\t${key.label ?? ""}\tcreated ${key.created_at.toISOString()}\t${state}`);
    }
    return 0;
  }
  if (command === "revoke" && idOf(argument) !== null) {
    if (await revokeDealerKey(db, idOf(argument)!)) {
      out.log(`Key ${argument} revoked.`);
      return 0;
    }
    out.error(`No active key ${argument}.`);
    return 1;
  }
  out.error(KEYS_USAGE);
  return 2;
}
