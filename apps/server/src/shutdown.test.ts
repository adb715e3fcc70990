import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readShutdownTimeoutMs } from "./shutdown.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Runs the drain fixture, signals it once it waits, and resolves with its exit code and output. */
function signalFixture(mode: "hang" | "finish", timeoutMs: number, signals: NodeJS.Signals[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/test/drain-fixture.ts", mode, String(timeoutMs)], { cwd: ROOT });
  let output = "";
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("waiting for a signal")) for (const signal of signals.splice(0)) child.kill(signal);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("#14 shutdown is bounded", () => {
  it("a drain that finishes exits 0 (Ctrl-C's SIGINT drains too)", async () => {
    const { code, output } = await signalFixture("finish", 60_000, ["SIGINT"]);
    expect(code).toBe(0);
    expect(output).not.toContain("exiting anyway");
  });

  it("a drain still running at SHUTDOWN_TIMEOUT_MS is cut short with a log line and exit code 1", async () => {
    const { code, output } = await signalFixture("hang", 200, ["SIGTERM"]);
    expect(code).toBe(1);
    expect(output).toContain("SIGTERM: the drain did not finish within 200 ms (SHUTDOWN_TIMEOUT_MS); exiting anyway.");
  });

  it("SHUTDOWN_TIMEOUT_MS defaults to 10 seconds", () => {
    expect(readShutdownTimeoutMs({})).toBe(10_000);
    expect(readShutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: "25000" })).toBe(25_000);
  });
});
