import { createServer, type Server } from "node:http";

/** What a scrape answers: prom-client's registry (one process) or the cluster aggregate. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * Serves `GET /metrics` on 127.0.0.1:`port` (METRICS_PORT), apart from the shoppers' port: the numbers
 * tell an attacker how busy and how big the site is, so only the machine's own scraper reads them (ADR 241).
 */
export async function listenForMetrics(port: number, source: MetricsSource): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { "Content-Type": source.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { "Content-Type": "text/plain" }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  return server;
}

/** METRICS_PORT as a port number, or undefined when metrics are off (unset). */
export function readMetricsPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (!env.METRICS_PORT) return undefined;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`METRICS_PORT must be a port number, not '${env.METRICS_PORT}'.`);
  return port;
}
