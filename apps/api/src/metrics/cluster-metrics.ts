import { AggregatorRegistry } from "prom-client";
import type { ApiMetrics } from "./api-metrics.js";
import type { MetricsSource } from "./metrics-server.js";

/**
 * In the cluster primary: a scrape asks every worker for its registry over the cluster's IPC and
 * answers the total (prom-client's AggregatorRegistry; counters and histograms add up, and each
 * metric says how else it combines). Creating it also starts listening for the workers' answers.
 */
export function clusterMetricsSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
}

/** In a cluster worker: answer the primary's scrapes with this process's registry. */
export function shareMetricsWithPrimary(metrics: ApiMetrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  // The constructor is what makes a worker listen for the primary's requests.
  new AggregatorRegistry();
}
