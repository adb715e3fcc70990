// The arithmetic of the load bench, kept apart from the processes it drives so it can be tested.

/**
 * The p-th percentile (0–100) of ascending latencies by the nearest-rank method: the smallest value
 * with at least p% of the values at or below it. NaN for no values.
 * @param {number[]} sorted ascending
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * One autocannon run reduced to what the table prints. Every answer counts as a request, whatever its
 * status; errors and timeouts are requests that got no answer. 503 is the server shedding load on
 * purpose, so it is counted apart from the other non-2xx answers.
 * @param {{ latencies: number[], statuses: Record<string, number>, errors: number, timeouts: number, seconds: number }} run
 */
export function summarizeRun({ latencies, statuses, errors, timeouts, seconds }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const non2xx = Object.fromEntries(Object.entries(statuses).filter(([status]) => !status.startsWith("2") && status !== "503"));
  return {
    answered,
    rps: answered / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    shed: statuses["503"] ?? 0,
    non2xx,
    errors,
    timeouts,
  };
}

/**
 * utime + stime of a /proc/<pid>/stat line, in clock ticks. The command name (field 2) is in
 * parentheses and may hold spaces, so fields are counted from the last ")".
 * @param {string} stat
 */
export function cpuTicks(stat) {
  const fields = statFields(stat);
  // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * cutime + cstime (fields 16 and 17): the CPU of the process's children that have exited and been
 * waited for, such as Postgres backends whose connection closed.
 * @param {string} stat
 */
export function reapedChildrenTicks(stat) {
  const fields = statFields(stat);
  return Number(fields[13]) + Number(fields[14]);
}

/** The parent's pid (field 4). */
export function parentPid(stat) {
  return Number(statFields(stat)[1]);
}

const statFields = (stat) =>
  stat
    .slice(stat.lastIndexOf(")") + 2)
    .trim()
    .split(" ");

/**
 * CPU milliseconds per request between two readings. The bench reads the second one once the server
 * is idle again, so requests still in flight when the run stopped are paid for: they count as sent.
 * @param {number} beforeMs
 * @param {number} afterMs
 * @param {number} requests
 */
export function cpuPerRequest(beforeMs, afterMs, requests) {
  return requests > 0 ? (afterMs - beforeMs) / requests : Number.NaN;
}

/**
 * How many cores the server and its database kept busy on average over a run: their CPU time over the
 * run's wall time (the CPU read after the run includes what was still in flight, as cpuPerRequest does).
 * @param {number} cpuMs
 * @param {number} seconds
 */
export function coresBusy(cpuMs, seconds) {
  return cpuMs / (seconds * 1000);
}

/**
 * The done-means ratio: search page req/s ÷ search API req/s, per engine and connection
 * count where both were measured; and the same ratio from CPU per request (API's ÷ page's, server
 * and database together), which a busy shared machine disturbs far less than req/s.
 * @param {{ engine: string, target: string, connections: number, rps: number, serverCpuMs: number, dbCpuMs?: number }[]} rows
 */
export function searchRatios(rows) {
  const cpu = (row) => row.serverCpuMs + (row.dbCpuMs ?? 0);
  const ratios = [];
  for (const page of rows.filter((row) => row.target === "search")) {
    const api = rows.find((row) => row.target === "api" && row.engine === page.engine && row.connections === page.connections);
    if (api && api.rps > 0) ratios.push({ engine: page.engine, connections: page.connections, ratio: page.rps / api.rps, cpuRatio: cpu(api) / cpu(page) });
  }
  return ratios;
}

const ms = (value) => (Number.isNaN(value) ? "–" : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

/** "404×8, 500×1" or "0". */
function counts(byStatus) {
  const entries = Object.entries(byStatus).filter(([, count]) => count > 0);
  return entries.length === 0 ? "0" : entries.map(([status, count]) => `${status}×${count}`).join(", ");
}

/**
 * The results as a Markdown table, one row per engine, target and connection count.
 * @param {{ engine: string, target: string, connections: number, answered: number, rps: number, p50: number, p95: number, p99: number, shed: number, non2xx: Record<string, number>, errors: number, timeouts: number, serverCpuMs: number, dbCpuMs?: number, cores: number }[]} rows
 */
export function formatTable(rows) {
  const lines = [
    "| engine | target | conns | answered | req/s | p50 | p95 | p99 | 503 (shed) | other non-2xx | errors (timeouts) | server CPU/req | DB CPU/req | cores busy |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const db = row.dbCpuMs === undefined ? "–" : `${row.dbCpuMs.toFixed(1)} ms`;
    lines.push(
      `| ${row.engine} | ${row.target} | ${row.connections} | ${row.answered} | ${row.rps.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.shed} | ${counts(row.non2xx)} | ${row.errors} (${row.timeouts}) | ${row.serverCpuMs.toFixed(1)} ms | ${db} | ${row.cores.toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}
