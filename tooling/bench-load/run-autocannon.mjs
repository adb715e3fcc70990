#!/usr/bin/env node
// One load run, in its own process so the load generator does not share a thread (or a CPU reading)
// with the bench that measures the server. Usage: node run-autocannon.mjs '<json options>'; prints
// one line of JSON: the run's summary (load-stats.mjs summarizeRun) and how many requests were sent.
import autocannon from "autocannon";
import { summarizeRun } from "./load-stats.mjs";

/** @type {{ url: string, connections: number, seconds: number, userAgents: string[] }} */
const options = JSON.parse(process.argv[2] ?? "{}");

const latencies = [];
/** @type {Record<string, number>} */
const statuses = {};
const instance = autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  // A slow answer is a figure to report, not an error: only a server that hangs should time out.
  timeout: 120,
  // What a browser sends: the server compresses pages only for clients that accept it.
  headers: { accept: "text/html,application/json;q=0.9,*/*;q=0.8", "accept-encoding": "gzip, deflate, br" },
  // Each connection alternates between the agents, so the mix is even (phones get the mobile app).
  requests: options.userAgents.map((agent) => ({ headers: { "user-agent": agent } })),
});
instance.on("response", (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
const result = await instance;
const summary = summarizeRun({ latencies, statuses, errors: result.errors, timeouts: result.timeouts, seconds: result.duration });
console.log(JSON.stringify({ ...summary, sent: result.requests.sent }));
