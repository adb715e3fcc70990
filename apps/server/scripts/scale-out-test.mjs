#!/usr/bin/env node
// The scale-out test (issue #14, docs/deploy.md): a Postgres primary and a streaming replica, pgbouncer in
// transaction mode before the primary, two production instances (dist/main.js) and nginx before them, all on
// 127.0.0.1 in a temporary folder. It checks what only several instances on real servers can show, prints the
// figures and stops everything it started, also on failure, on a signal or at its hard time limit.
// Without Debian's postgresql, pgbouncer and nginx it is skipped (CI has them: scripts/install.sh).
// SCALE_OUT_PORTS=p1,…,p6 picks the ports (primary, replica, pgbouncer, nginx, instance A, instance B).
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import { chmodSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Everything, from initdb to the last process stopped, within this. */
const HARD_LIMIT_MS = 170_000;
/** How far a replica may trail before it gets no reads (kept short so the lag check below runs quickly). */
const MAX_LAG_MS = 2000;
const SEED_LISTINGS = 2000;
/** Searches per measured round. */
const SEARCHES = 30;
/** Longest a Postgres 15 backend holds its table-scan counts before reporting them, plus a margin. */
const STATS_FLUSH_MS = 11_000;
/** How long an instance may take to drain on SIGTERM: production's default SHUTDOWN_TIMEOUT_MS (shutdown.ts). */
const SHUTDOWN_BOUND_MS = 10_000;
/** Worker processes per instance (WEB_CONCURRENCY). */
const WORKERS_PER_INSTANCE = 2;
/** Passes §5's password rule and is no common password. */
const PASSWORD = "Tr4vel@Wagon!";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const MAIN = join(ROOT, "apps/server/dist/main.js");
const PG_BIN = ["17", "16", "15"].map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(join(d, "initdb")));
const PGBOUNCER = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((p) => existsSync(p));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
// Postgres and pgbouncer refuse to run as root; Debian's postgresql package brings a postgres user for this.
const AS_POSTGRES = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];

const children = new Set();
const clusters = [];
let dir;

if (!PG_BIN || !PGBOUNCER || !NGINX) {
  if (process.env.CI) throw new Error("The scale-out test needs Debian's postgresql, pgbouncer and nginx: scripts/install.sh installs them.");
  console.log("Scale-out test skipped: postgresql, pgbouncer or nginx missing on this machine (CI runs it).");
  process.exit(0);
}
if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (pnpm build).`);

let stopping;
const stopAll = () => (stopping ??= cleanUp());
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stopAll().finally(() => process.exit(130)));
const limit = setTimeout(() => {
  console.error(`Scale-out test: over its ${HARD_LIMIT_MS / 1000} s limit, stopping.`);
  void stopAll().finally(() => process.exit(1));
}, HARD_LIMIT_MS);

try {
  await run();
  console.log("Scale-out test passed.");
} catch (error) {
  console.error(`Scale-out test FAILED: ${error instanceof Error ? error.message : error}`);
  printLogs();
  process.exitCode = 1;
} finally {
  clearTimeout(limit);
  await stopAll();
}

async function run() {
  const [primaryPort, replicaPort, bouncerPort, nginxPort, portA, portB] = process.env.SCALE_OUT_PORTS
    ? process.env.SCALE_OUT_PORTS.split(",").map(Number)
    : await Promise.all(Array.from({ length: 6 }, freePort));
  dir = mkdtempSync(join(tmpdir(), "carmarket-scale-out-"));
  chmodSync(dir, 0o777);
  const step = (message) => console.log(`[scale-out] ${message}`);

  step(`primary on ${primaryPort}, streaming replica on ${replicaPort}`);
  const primary = join(dir, "primary");
  const replica = join(dir, "replica");
  asPostgres("initdb", ["-D", primary, "-U", "postgres", "--auth=trust", "-E", "UTF8"]); // pg_hba: trust, replication included
  startCluster(primary, primaryPort, "-c wal_level=replica -c max_wal_senders=4");
  asPostgres("pg_basebackup", ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", replica, "-R", "-X", "stream"]);
  startCluster(replica, replicaPort, "-c hot_standby=on");

  step(`pgbouncer (transaction mode) on ${bouncerPort}`);
  writeFileSync(join(dir, "userlist.txt"), '"postgres" ""\n');
  writeFileSync(
    join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      // The API's statement bound (ADR 230), set on pgbouncer's own connections: 1.18 cannot pass the client's on.
      `carmarket = host=127.0.0.1 port=${primaryPort} dbname=postgres connect_query='SET statement_timeout = 4000'`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${bouncerPort}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      // Two instances x DATABASE_POOL_MAX (10) client connections share these server connections.
      "default_pool_size = 20",
      "max_client_conn = 200",
      "ignore_startup_parameters = extra_float_digits, statement_timeout",
    ].join("\n"),
  );
  startProcess("pgbouncer", [...AS_POSTGRES, PGBOUNCER, join(dir, "pgbouncer.ini")].filter(Boolean), {});
  await waitFor("pgbouncer", () => psql(bouncerPort, "select 1", "carmarket") === "1");

  const mailDir = (name) => join(dir, `mail-${name}`);
  const photos = await startPhotoSource();
  const instanceEnv = (port, name) => ({
    // Each instance is a cluster of worker processes, as on a production machine (ADR 240).
    WEB_CONCURRENCY: String(WORKERS_PER_INSTANCE),
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_URL: `postgres://postgres@127.0.0.1:${bouncerPort}/carmarket`,
    DATABASE_REPLICA_URL: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
    SEED_LISTINGS: String(SEED_LISTINGS),
    MAIL_DIR: mailDir(name),
    PUBLIC_ORIGIN: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: "127.0.0.1",
    SEARCH_DIGEST_POLL_MS: "500",
    // Both instances store and serve the dealers' photos in one folder, as on a shared volume (ADR 283).
    MEDIA_DIR: join(dir, "media"),
    IMAGE_FETCH_ALLOW: photos.hostPort,
  });
  step(`instance A on ${portA} (seeds ${SEED_LISTINGS} listings), then instance B on ${portB}`);
  startInstance("instance-a", instanceEnv(portA, "a"));
  await waitFor("instance A ready", () => ready(portA), 120_000);
  const instanceB = startInstance("instance-b", instanceEnv(portB, "b"));
  await waitFor("instance B ready", () => ready(portB));

  step(`nginx on ${nginxPort} before both`);
  const nginxConf = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8")
    .replaceAll("@RUN_DIR@", dir)
    .replaceAll("@LISTEN@", `127.0.0.1:${nginxPort}`)
    .replaceAll("@UPSTREAM_SERVERS@", [portA, portB].map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n    "));
  writeFileSync(join(dir, "nginx.conf"), nginxConf);
  startProcess("nginx", [NGINX, "-p", dir, "-e", join(dir, "nginx-error.log"), "-c", join(dir, "nginx.conf")], {});
  await waitFor("nginx", () => ready(nginxPort));
  const figures = {};

  // 1. Searches are answered by the replica, not the primary (ADR 243); the primary only says which cars changed (ADR 258).
  const scans = () => ({ primary: listingScans(primaryPort), replica: listingScans(replicaPort) });
  await waitFor("replica replayed the seed", () => psql(replicaPort, "select count(*) > 0 from listings") === "t");
  let before = scans();
  let statuses = await load(nginxPort, SEARCHES, 4, (i) => searchPath(i));
  expectAll2xx("searches", statuses);
  // Backends report their counters about once a second; wait until the replica's show every search.
  await waitFor("replica scan counters", () => scans().replica - before.replica >= SEARCHES, 20_000).catch(() => {});
  let after = scans();
  figures.searchesOnReplica = { searches: SEARCHES, replicaListingScans: after.replica - before.replica, primaryListingScans: after.primary - before.primary };
  check(after.replica - before.replica >= SEARCHES, `the replica scanned listings ${after.replica - before.replica} times for ${SEARCHES} searches`);
  check(after.primary - before.primary < SEARCHES, `the primary scanned listings ${after.primary - before.primary} times for ${SEARCHES} searches`);

  // 2. One sign-in budget across both instances: the 21st attempt from one address is refused (spec §4 budgets, #12).
  const attempts = [];
  for (let i = 1; i <= 21; i++) {
    const port = i % 2 ? portA : portB;
    attempts.push(
      (await request(port, "/api/auth/sign-in", { method: "POST", body: { email: `nobody${i}@example.com`, password: "Wrong-password-1" } })).status,
    );
  }
  figures.signInAttempts = attempts.join(" ");
  check(
    attempts.slice(0, 20).every((s) => s === 401),
    `the first 20 sign-ins answered ${attempts.slice(0, 20).join(",")}`,
  );
  check(attempts[20] === 429, `the 21st sign-in through the other instance answered ${attempts[20]}, not 429`);

  // 3. Sign-ups on both instances (each queues a verification email), one of them signs in and saves a car.
  const users = Array.from({ length: 8 }, (_, i) => ({ email: `shopper${i}@example.com`, address: `198.51.100.${i + 1}`, port: i % 2 ? portB : portA }));
  for (const user of users) {
    const body = { first_name: "Ada", last_name: "Lovelace", email: user.email, phone: "(555) 123-4567", password: PASSWORD, confirm_password: PASSWORD };
    const answer = await request(user.port, "/api/auth/sign-up", { method: "POST", body, address: user.address });
    check(answer.status === 200, `sign-up of ${user.email} answered ${answer.status} ${answer.text}`);
  }
  psql(bouncerPort, "update users set email_verified_at = now()", "carmarket");
  const shopper = users[0];
  const signIn = await request(portA, "/api/auth/sign-in", { method: "POST", body: { email: shopper.email, password: PASSWORD }, address: shopper.address });
  check(signIn.status === 200, `sign-in answered ${signIn.status}`);
  const session = signIn.cookies.find((c) => c.startsWith("user-jwt-token="))?.split(";")[0];
  const vin = psql(bouncerPort, "select vin from listings where not is_sold order by vin limit 1", "carmarket");
  const save = await request(portA, "/api/user/saved/vins", { method: "POST", body: { vin_id: vin }, cookie: session });
  check(save.status === 200, `saving a car answered ${save.status}`);
  const pin = save.cookies.find((c) => c.startsWith("cm_wrote="));
  check(Boolean(pin), "saving a car set no cm_wrote cookie");
  const saved = await request(portB, "/api/user/saved", { cookie: `${session}; ${pin.split(";")[0]}` });
  check(saved.status === 200 && saved.text.includes(vin), `the saved car is missing on the other instance right after the save (${saved.status})`);
  figures.readYourWrites = "saved on A, listed at once on B";

  // 4. The daily digest: due searches with new cars, both instances polling every 500 ms; each account gets one email.
  psql(
    bouncerPort,
    "update listings set created_at = now() where vin in (select vin from listings where condition = 'used' and not is_sold order by vin limit 20)",
    "carmarket",
  );
  psql(
    bouncerPort,
    "insert into user_saved_searches (user_id, search_url, digest_checked_at) select id, '/used-cars', now() - interval '25 hours' from users",
    "carmarket",
  );
  await waitFor(
    "digests claimed",
    () => psql(bouncerPort, "select count(*) from user_saved_searches where digest_checked_at < now() - interval '1 hour'", "carmarket") === "0",
  );
  const digests = psql(bouncerPort, "select count(*) || ' ' || count(distinct to_address) from outbox where kind = 'search_digest'", "carmarket");
  figures.digests = { accounts: users.length, emails: digests };
  check(digests === `${users.length} ${users.length}`, `digest emails (all, distinct recipients): ${digests}, expected ${users.length} ${users.length}`);

  // 5. Every outbox email delivered once, by one instance or the other.
  await waitFor("outbox drained", () => psql(bouncerPort, "select count(*) from outbox where status <> 'sent'", "carmarket") === "0");
  const sent = psql(bouncerPort, "select to_address || ' ' || subject from outbox where status = 'sent' order by 1", "carmarket").split("\n").filter(Boolean);
  const delivered = { a: mailFiles(mailDir("a")), b: mailFiles(mailDir("b")) };
  const files = [...delivered.a, ...delivered.b].map((m) => `${m.to} ${m.subject}`).sort();
  figures.emails = { outboxSent: sent.length, deliveredByA: delivered.a.length, deliveredByB: delivered.b.length };
  check(JSON.stringify(files) === JSON.stringify(sent), `delivered emails ${files.length} differ from the ${sent.length} sent outbox rows`);

  // 6. A dealer's photo (issue #24): pushed through nginx, processed by whichever instance's job worker claims it,
  // served by the other one from the MEDIA_DIR they share.
  const dealer = psql(
    bouncerPort,
    "select dealer_id from listings where not is_sold group by dealer_id order by count(*) desc, dealer_id limit 1",
    "carmarket",
  );
  const key = `cmfeed_${randomBytes(32).toString("base64url")}`;
  psql(
    bouncerPort,
    `insert into dealer_feed_keys (dealer_id, label, prefix, key_hash) values (${dealer}, 'scale-out', '${key.slice(0, 15)}', '${createHash("sha256").update(key).digest("hex")}')`,
    "carmarket",
  );
  const rows = psql(
    bouncerPort,
    `select vin || ',' || brand_name || ',' || model_name || ',' || year || ',' || condition || ',' || coalesce(price::text, '') from listings where dealer_id = ${dealer} and not is_sold order by vin`,
    "carmarket",
  ).split("\n");
  const pictured = rows[0].split(",")[0];
  const feed = [
    "vin,make,model,year,condition,price,image_link",
    ...rows.map((row, i) => `${row.replace(/,certified,/, ",used,")},${i === 0 ? photos.link : ""}`),
  ].join("\n");
  const pushed = await fetch(`http://127.0.0.1:${nginxPort}/api/dealer-feed`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
    body: feed,
  });
  check(pushed.status === 200, `the feed push answered ${pushed.status}: ${await pushed.text()}`);
  await waitFor("the photo processed", () => psql(bouncerPort, `select image_count from listings where vin = '${pictured}'`, "carmarket") === "1", 60_000);
  const processedBy = ["a", "b"].filter((name) => readFileSync(join(dir, `instance-${name}.log`), "utf8").includes("jobs: finished"));
  check(processedBy.length === 1, `instances whose job worker processed the photo: ${processedBy.join(", ") || "none"}`);
  const picture = psql(bouncerPort, `select main_picture from listings where vin = '${pictured}'`, "carmarket")
    .replace(/#.*$/, "")
    .replace("760x425.jpg", "345x230@2x.webp");
  const served = await fetch(`http://127.0.0.1:${processedBy[0] === "a" ? portB : portA}${picture}`);
  figures.photo = {
    processedBy: processedBy[0],
    servedBy: processedBy[0] === "a" ? "b" : "a",
    status: served.status,
    type: served.headers.get("content-type"),
    bytes: (await served.arrayBuffer()).byteLength,
  };
  check(
    served.status === 200 && figures.photo.type === "image/webp" && served.headers.get("cache-control") === "public, max-age=31536000, immutable",
    `the other instance served the photo as ${JSON.stringify(figures.photo)}`,
  );
  photos.close();

  // 7. A replica replaying too far behind gets no reads: pause its replay, write, and searches go to the primary.
  // Each worker says when it stops reading from a replica (db/connect-database.ts): wait for every one to say it again.
  const skips = (name) => readFileSync(join(dir, `${name}.log`), "utf8").split("gets no reads").length;
  const skipsBefore = { a: skips("instance-a"), b: skips("instance-b") };
  psql(replicaPort, "select pg_wal_replay_pause()");
  psql(bouncerPort, "update listings set expected_price = expected_price where vin = (select min(vin) from listings)", "carmarket");
  await waitFor(
    "every worker of both instances skips the lagging replica",
    () => skips("instance-a") >= skipsBefore.a + WORKERS_PER_INSTANCE && skips("instance-b") >= skipsBefore.b + WORKERS_PER_INSTANCE,
  );
  // Postgres 15 backends report their table scans up to 10 s after they go idle (PGSTAT_IDLE_INTERVAL): let the
  // earlier rounds' counts land before taking this round's baseline.
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  before = scans();
  statuses = await load(nginxPort, SEARCHES, 4, (i) => searchPath(i + 100));
  expectAll2xx("searches while the replica lags", statuses);
  await waitFor("primary scan counters", () => scans().primary - before.primary >= SEARCHES, 20_000).catch(() => {});
  after = scans();
  figures.searchesWhileLagging = { replicaListingScans: after.replica - before.replica, primaryListingScans: after.primary - before.primary };
  check(
    after.primary - before.primary >= SEARCHES && after.replica - before.replica < SEARCHES,
    `while the replica lagged: ${JSON.stringify(figures.searchesWhileLagging)}`,
  );
  psql(replicaPort, "select pg_wal_replay_resume()");

  // 8. The replica stops mid-run: no 5xx.
  await waitFor("replica caught up", () => psql(replicaPort, "select pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()") === "t");
  before = scans();
  await waitFor("searches back on the replica", async () => {
    expectAll2xx("searches after the replica caught up", await load(nginxPort, 4, 4, (i) => searchPath(i + 150)));
    return scans().replica > before.replica;
  });
  statuses = await load(nginxPort, 40, 4, (i) => searchPath(i + 200), { after: 10, run: () => stopCluster(replica) });
  figures.replicaStopped = summarize(statuses);
  expectAll2xx("searches around the replica's stop", statuses);

  // 9. SIGTERM to instance B under load: every request answers 2xx (in flight ones complete, new ones go to A).
  let killedAt;
  const bExit = new Promise((resolve) => instanceB.once("exit", (code) => resolve(code)));
  const bExited = bExit.then(() => Date.now() - killedAt);
  statuses = await load(nginxPort, 60, 8, (i) => (i % 3 ? searchPath(i + 300) : "/used-cars"), {
    after: 15,
    run: () => {
      killedAt = Date.now();
      instanceB.kill("SIGTERM");
    },
  });
  figures.sigterm = summarize(statuses);
  expectAll2xx("requests around instance B's SIGTERM", statuses);
  // The drain (ADR 240): requests in flight finish, then the instance exits cleanly within its shutdown bound.
  figures.sigterm.instanceBExit = await Promise.race([bExit, delay(SHUTDOWN_BOUND_MS + 5_000).then(() => "still running past its shutdown bound")]);
  check(figures.sigterm.instanceBExit === 0, `instance B after SIGTERM: ${figures.sigterm.instanceBExit}, expected exit 0`);
  figures.sigterm.instanceBDrainMs = await bExited;

  figures.requestsPerInstance = perInstance(join(dir, "nginx-access.log"), { [portA]: "A", [portB]: "B" });
  console.log(JSON.stringify(figures, null, 2));
}

// ---- processes ---------------------------------------------------------------------------------

function asPostgres(bin, args) {
  const [cmd, ...rest] = [...AS_POSTGRES, join(PG_BIN, bin), ...args];
  execFileSync(cmd, rest, { stdio: ["ignore", "ignore", "pipe"] });
}

function startCluster(data, port, options) {
  asPostgres("pg_ctl", ["-D", data, "-w", "-l", `${data}.log`, "-o", `-h 127.0.0.1 -p ${port} -k ${dir} ${options}`, "start"]);
  clusters.push(data);
}

function stopCluster(data) {
  try {
    asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  } catch {
    // already stopped
  }
}

function startProcess(name, [command, ...args], env) {
  const log = openSync(join(dir, `${name}.log`), "a");
  // Its own process group, so stopping it also stops what runuser started.
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", log, log], detached: true });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

function startInstance(name, env) {
  const base = { ...process.env };
  delete base.SMTP_URL;
  delete base.DATABASE_URL;
  return startProcess(name, [process.execPath, MAIN], { ...base, ...env });
}

async function cleanUp() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.once("exit", resolve);
          try {
            process.kill(-child.pid, "SIGTERM");
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-child.pid, "SIGKILL");
            } catch {
              // gone
            }
            resolve();
          }, 5000).unref();
        }),
    ),
  );
  for (const data of clusters.reverse()) stopCluster(data);
  if (dir) rmSync(dir, { recursive: true, force: true });
}

function printLogs() {
  if (!dir || !existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".log"))) {
    const text = readFileSync(join(dir, name), "utf8").trim().split("\n").slice(-15).join("\n");
    if (text) console.error(`--- ${name} (last lines)\n${text}`);
  }
}

// ---- traffic and checks ------------------------------------------------------------------------

/** A dealer's photo server on 127.0.0.1: one JPEG, drawn by the sharp the API uses. */
async function startPhotoSource() {
  const sharp = createRequire(join(ROOT, "apps/api/package.json"))("sharp");
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const server = createHttpServer((request, response) =>
    request.url === "/car.jpg" ? response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg) : response.writeHead(404).end(),
  );
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${server.address().port}`;
  return { hostPort, link: `http://${hostPort}/car.jpg`, close: () => server.close() };
}

function searchPath(i) {
  const zips = ["10001", "60601", "94103", "73301", "33101"];
  const data = new URLSearchParams(i % 2 ? { zip: zips[i % zips.length], radius: "200", page_size: "10" } : { page: String((i % 5) + 1), page_size: "10" });
  return `/api/inventory/listingdata?data=${encodeURIComponent(data.toString())}`;
}

async function request(port, path, { method = "GET", body, cookie, address } = {}) {
  const headers = {
    ...(body ? { "content-type": "application/json" } : {}),
    ...(cookie ? { cookie } : {}),
    ...(address ? { "x-forwarded-for": address } : {}),
  };
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, cookies: response.headers.getSetCookie(), text: await response.text() };
  } catch (error) {
    return { status: `failed (${error.cause?.code ?? error.message})`, cookies: [], text: "" };
  }
}

/** `total` GETs, `concurrency` at a time; `during.run()` fires once `during.after` have completed. */
async function load(port, total, concurrency, pathOf, during) {
  const statuses = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      statuses[i] = (await request(port, pathOf(i))).status;
      if (++done === during?.after) during.run();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

function expectAll2xx(what, statuses) {
  const bad = statuses.filter((s) => typeof s !== "number" || s < 200 || s >= 300);
  check(bad.length === 0, `${what}: ${bad.length} of ${statuses.length} not 2xx (${[...new Set(bad)].join(", ")})`);
}

function summarize(statuses) {
  return Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]));
}

function check(ok, message) {
  if (!ok) throw new Error(message);
}

async function ready(port) {
  return (await request(port, "/api/health")).status === 200;
}

async function waitFor(what, test, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await test()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await delay(250);
  }
}

function psql(port, query, database = "postgres") {
  return execFileSync(join(PG_BIN, "psql"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", database, "-AtX", "-c", query], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** Sequential plus index scans of the listings table on one server (a standby counts its own). */
/**
 * Reads of the listings table on one server, less the search index's catch-ups: each process asks the primary
 * which cars changed before every search, one small read of the listings_changed index (ADR 258), while the
 * search's cards and the other heavy reads are what a replica should answer.
 */
function listingScans(port) {
  try {
    return Number(
      psql(
        port,
        "select coalesce(t.seq_scan, 0) + coalesce(t.idx_scan, 0) - coalesce((select i.idx_scan from pg_stat_user_indexes i where i.indexrelname = 'listings_changed'), 0) from pg_stat_user_tables t where t.relname = 'listings'",
      ),
    );
  } catch {
    return NaN;
  }
}

function mailFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")));
}

function perInstance(accessLog, names) {
  const counts = {};
  for (const line of readFileSync(accessLog, "utf8").split("\n")) {
    // A retried request lists every instance it tried ("127.0.0.1:a, 127.0.0.1:b"); the last one answered.
    const match = /(\d+\.\d+\.\d+\.\d+:(\d+))\s+[\d.]+$/.exec(line);
    if (match) counts[names[match[2]] ?? match[2]] = (counts[names[match[2]] ?? match[2]] ?? 0) + 1;
  }
  return counts;
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
