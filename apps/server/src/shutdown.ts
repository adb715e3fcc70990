/** How long a drain may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS, default 10 s). */
export function readShutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.SHUTDOWN_TIMEOUT_MS) || 10_000;
}

/**
 * On SIGTERM or SIGINT, runs `drain` once and exits 0 when it is done (ADR 240). A drain still running
 * after `timeoutMs` is cut short with a log line and exit code 1, so an orchestrator never waits on a
 * stuck request. A second signal does not start a second drain (Ctrl-C reaches every process of the group).
 */
export function exitAfterDrain(drain: () => Promise<void>, timeoutMs: number): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    setTimeout(() => {
      console.error(`${signal}: the drain did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS); exiting anyway.`);
      process.exit(1);
    }, timeoutMs).unref();
    drain().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${signal}: the drain failed`, error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
