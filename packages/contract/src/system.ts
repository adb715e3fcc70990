import * as v from "valibot";
import { defineOperations } from "./operation.js";

/**
 * The API's health answer: it comes from a database round trip, and says nothing else to the public port (which
 * engine, versions, timings); those are on the loopback metrics port (issue #25, ADR 241).
 */
export const health = v.pipe(v.object({ status: v.literal("ok") }), v.title("Health"), v.examples([{ status: "ok" }]));

export type Health = v.InferOutput<typeof health>;

export const systemOperations = defineOperations({
  getHealth: {
    method: "GET",
    path: "/health",
    tag: "system",
    summary: "Check the API and its database",
    description: "Answers from a database round trip (503 with `Retry-After` while the database is away); the e2e run waits on it.",
    answer: health,
  },
  getLiveness: {
    method: "GET",
    path: "/health/live",
    tag: "system",
    summary: "Check that the process answers",
    description: "A supervisor restarts the process when this fails. `pid` tells which worker answered (ADR 240).",
    answer: v.pipe(v.object({ status: v.literal("ok"), pid: v.pipe(v.number(), v.integer()) }), v.examples([{ status: "ok", pid: 4242 }])),
  },
  getReadiness: {
    method: "GET",
    path: "/health/ready",
    tag: "system",
    summary: "Check whether a balancer should send traffic",
    description: "503 while draining, while the database is unreachable or while migrations are pending (ADR 240).",
    answer: v.pipe(v.object({ status: v.literal("ok") }), v.examples([{ status: "ok" }])),
    otherAnswers: {
      503: {
        description: "Not ready; why is in the server's log, never in the answer (issue #25).",
        schema: v.pipe(v.object({ status: v.literal("unavailable") }), v.examples([{ status: "unavailable" }])),
      },
    },
  },
});
