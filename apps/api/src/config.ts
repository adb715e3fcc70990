import { join } from "node:path";
import type { SearchAds } from "@carmarket/contract";
import { DEFAULT_REPLICA_MAX_LAG_MS } from "./db/database.js";
import { readSearchAds } from "./site-config/search-ads-config.js";
import { readFetchAllow } from "./photos/safe-fetch.js";

/** Runtime settings, read once from the environment. */
export interface ApiConfig {
  /** Postgres connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /**
   * Most Postgres connections one process opens (DATABASE_POOL_MAX, default 10). The cluster start runs
   * one process per core, so the server sees up to workers × this many (ADR 240).
   */
  databasePoolMax: number | undefined;
  /** Read replicas of DATABASE_URL (DATABASE_REPLICA_URL, comma-separated): the heavy reads go there (ADR 243). */
  replicaUrls: string[];
  /** REPLICA_MAX_LAG_MS: a replica further behind gets no reads; a shopper's reads stay on the primary this long after a write. */
  replicaMaxLagMs: number;
  /** Folder of the embedded database (git-ignored). `memory://` keeps it in memory. */
  dataDir: string;
  /**
   * MEDIA_DIR: where dealers' photos are stored, content-addressed (`.data/media` beside the embedded
   * database by default). Instances that share a database share this folder (a shared volume; ADR 283).
   */
  mediaDir: string;
  /**
   * IMAGE_FETCH_ALLOW: `host:port` photo sources the fetcher may reach although they are private or
   * loopback (`127.0.0.1:8080,…`). For tests and development only: the server refuses it off loopback.
   */
  imageFetchAllow: Set<string>;
  /** How many listings the first start seeds. */
  seedListings: number;
  /** SMTP server for the outbox. */
  smtpUrl: string | undefined;
  /**
   * Without SMTP, the folder the outbox delivers into, one JSON file per email (MAIL_DIR; `pnpm start` sets
   * it, `pnpm mailbox` reads it). Neither set: emails stay in the outbox table.
   */
  mailDir: string | undefined;
  /**
   * DEV_ROUTES=1 mounts the development routes: the mailbox (every email, reset links included) and the
   * unauthenticated feed upload. `pnpm dev` and the e2e run set it; the server refuses it off loopback.
   */
  devRoutes: boolean;
  /** Public origin used in emailed links. */
  publicOrigin: string;
  /**
   * Multiplies every per-IP rate-limit budget (RATE_LIMIT_SCALE, default 1): for many shoppers behind
   * one address (an office, a carrier's NAT) or a test run whose every journey signs up from 127.0.0.1.
   */
  rateLimitScale: number;
  /** How often the saved-search digest looks for searches due (SEARCH_DIGEST_POLL_MS; 0 turns it off). */
  searchDigestPollMs: number;
  production: boolean;
  /** The search-ads service (SEARCH_ADS_SCRIPT_URL, SEARCH_ADS_CLIENT, SEARCH_ADS_SLOTS); null: no ads anywhere (ADR 295). */
  searchAds: SearchAds | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: Number(env.DATABASE_POOL_MAX) || undefined,
    replicaUrls: (env.DATABASE_REPLICA_URL ?? "")
      .split(",")
      .map((url) => url.trim())
      .filter(Boolean),
    replicaMaxLagMs: Number(env.REPLICA_MAX_LAG_MS ?? DEFAULT_REPLICA_MAX_LAG_MS),
    dataDir: env.DATA_DIR || join(process.cwd(), ".data", "pglite"),
    mediaDir: env.MEDIA_DIR || join(process.cwd(), ".data", "media"),
    imageFetchAllow: readFetchAllow(env.IMAGE_FETCH_ALLOW),
    seedListings: Number(env.SEED_LISTINGS ?? 20_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: env.MAIL_DIR || undefined,
    devRoutes: env.DEV_ROUTES === "1",
    publicOrigin: env.PUBLIC_ORIGIN || `http://localhost:${env.PORT ?? 3000}`,
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    searchDigestPollMs: Number(env.SEARCH_DIGEST_POLL_MS ?? 15 * 60 * 1000),
    production: env.NODE_ENV === "production",
    searchAds: readSearchAds(env),
  };
}
