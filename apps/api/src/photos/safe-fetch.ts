import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** Limits of one photo download (ADR 281). */
export interface FetchLimits {
  /** Google's limit for a feed image: 16 MB. */
  maxBytes: number;
  /** The whole download, redirects included. */
  totalMs: number;
  /** Slow-drip guard: after `graceMs`, a download slower than this on average is dropped. */
  minBytesPerSecond: number;
  graceMs: number;
  maxRedirects: number;
}

const DEFAULT_FETCH_LIMITS: FetchLimits = {
  maxBytes: 16 * 1024 * 1024,
  totalMs: 20_000,
  minBytesPerSecond: 32 * 1024,
  graceMs: 3_000,
  maxRedirects: 3,
};

/** A download's end: the bytes, or why not and whether trying later could help. */
export type FetchOutcome = { ok: true; bytes: Buffer } | { ok: false; reason: string; transient: boolean };

export interface SafeFetchOptions {
  /**
   * IMAGE_FETCH_ALLOW: `host:port` sources exempt from the address check (tests and development only;
   * a redirect elsewhere is checked as usual).
   */
  allow?: ReadonlySet<string>;
  limits?: Partial<FetchLimits>;
  signal?: AbortSignal;
}

/** Longest link Google's feed takes (and we fetch). */
const MAX_LINK_LENGTH = 2_000;

/**
 * Why a photo link is refused before any fetch (also at import, issue #25 item 7): not a URL, too long,
 * not http or https (`javascript:`, `data:`, `file:`…), or carrying a user name or password.
 */
export function linkRefusal(link: string | URL): string | undefined {
  let url: URL;
  try {
    url = typeof link === "string" ? new URL(link) : link;
  } catch {
    return "not a valid link";
  }
  if (url.href.length > MAX_LINK_LENGTH) return `longer than ${MAX_LINK_LENGTH} characters`;
  if (url.protocol !== "http:" && url.protocol !== "https:") return `only http and https links (not ${url.protocol})`;
  if (url.username || url.password) return "links with a user name or password are refused";
  return undefined;
}

/** Thrown by the guarded lookup; its message is the refusal the feed report shows. */
class RefusedAddress extends Error {}

/** Only public unicast addresses: no private, loopback, link-local, CGNAT, multicast or reserved range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

const refusal = (address: string) => `refused address ${address} (private, loopback, link-local or reserved)`;

/**
 * DNS lookup that refuses a name any of whose addresses is not public, and hands the connection only the
 * addresses it checked, so a second answer (DNS rebinding) cannot slip another address in.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const bad = addresses.find((entry) => !isPublicAddress(entry.address));
    if (bad || addresses.length === 0) return callback(new RefusedAddress(refusal(bad?.address ?? hostname)), "", 0);
    if ((options as LookupOptions).all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** `host:port` of a URL, with the scheme's port when it names none, as IMAGE_FETCH_ALLOW lists them. */
function hostPort(url: URL): string {
  return `${url.hostname.replace(/^\[|\]$/g, "")}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
}

/** Parses IMAGE_FETCH_ALLOW (`127.0.0.1:8080,localhost:9000`) into the set `fetchImage` checks. */
export function readFetchAllow(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => /^[^\s:]+:\d{1,5}$/.test(entry)),
  );
}

/**
 * Downloads a feed image without letting the link reach our own network (OWASP SSRF): http and https
 * only; every host checked after DNS resolution, and again on each of at most 3 redirects; refused past
 * 16 MB (by Content-Length and by counting), past the total time, and when it drips slower than the
 * floor. Never throws: the outcome says why a download failed.
 */
export async function fetchImage(link: string, options: SafeFetchOptions = {}): Promise<FetchOutcome> {
  const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  const deadline = AbortSignal.timeout(limits.totalMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const invalid = linkRefusal(link);
  if (invalid) return { ok: false, reason: invalid, transient: false };
  let url = new URL(link);
  for (let redirects = 0; ; redirects++) {
    const step = await fetchOnce(url, options.allow ?? new Set(), limits, signal);
    if (step.kind === "done") return step.outcome;
    if (redirects >= limits.maxRedirects) return { ok: false, reason: `more than ${limits.maxRedirects} redirects`, transient: false };
    url = step.location;
  }
}

type Step = { kind: "done"; outcome: FetchOutcome } | { kind: "redirect"; location: URL };
const done = (outcome: FetchOutcome): Step => ({ kind: "done", outcome });
const fail = (reason: string, transient: boolean): Step => done({ ok: false, reason, transient });

function fetchOnce(url: URL, allow: ReadonlySet<string>, limits: FetchLimits, signal: AbortSignal): Promise<Step> {
  const invalid = linkRefusal(url);
  if (invalid) return Promise.resolve(fail(invalid, false));
  const allowed = allow.has(hostPort(url));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address is never looked up, so it is checked here, before any connection.
  if (!allowed && isIP(host) && !isPublicAddress(host)) return Promise.resolve(fail(refusal(host), false));
  if (signal.aborted) return Promise.resolve(fail(`took longer than ${limits.totalMs / 1000} s`, true));
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Step>((resolve) => {
    const started = performance.now();
    let settled = false;
    const finish = (step: Step) => {
      if (settled) return;
      settled = true;
      clearInterval(dripCheck);
      request.destroy();
      resolve(step);
    };
    const request = client.get(url, {
      signal,
      ...(allowed ? {} : { lookup: guardedLookup }),
      headers: { accept: "image/*", "user-agent": "CarMarket-photos/1.0" },
      // No connection reuse: each request is checked on its own.
      agent: false,
    });
    let received = 0;
    const dripCheck = setInterval(
      () => {
        const elapsed = performance.now() - started;
        if (elapsed > limits.graceMs && received / (elapsed / 1000) < limits.minBytesPerSecond) {
          finish(fail(`sent too slowly (under ${Math.round(limits.minBytesPerSecond / 1024)} KB/s)`, true));
        }
      },
      Math.min(1_000, limits.graceMs),
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error instanceof RefusedAddress) return finish(fail(error.message, false));
      if (signal.aborted) return finish(fail(`took longer than ${limits.totalMs / 1000} s`, true));
      finish(
        fail(error.code === "ENOTFOUND" ? `unknown host ${url.hostname}` : `could not be fetched (${error.code ?? error.message})`, error.code !== "ENOTFOUND"),
      );
    });
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        let location: URL;
        try {
          location = new URL(response.headers.location, url);
        } catch {
          return finish(fail("redirected to an invalid link", false));
        }
        return finish({ kind: "redirect", location });
      }
      if (status !== 200) return finish(fail(`answered ${status}`, status >= 500 || status === 429 || status === 408));
      const declared = Number(response.headers["content-length"]);
      if (declared > limits.maxBytes) return finish(fail(`larger than ${limits.maxBytes / 1024 / 1024} MB`, false));
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBytes) return finish(fail(`larger than ${limits.maxBytes / 1024 / 1024} MB`, false));
        chunks.push(chunk);
      });
      response.on("end", () => finish(done({ ok: true, bytes: Buffer.concat(chunks) })));
      response.on("error", () => finish(fail(signal.aborted ? `took longer than ${limits.totalMs / 1000} s` : "the download broke off", true)));
    });
  });
}
