// What the load bench measures, read from the environment (README of the bench: docs/performance.md).

/**
 * The search API call the search page `/used-cars?zip=10001` makes, byte for byte: web-core's
 * listingDataParams gives condition, zip and page size, and axios encodes the `data=` list.
 */
const SEARCH_API_PATH = "/api/inventory/listingdata?data=condition%3Dused%26zip%3D10001%26page_size%3D20";

/** Each target's path; null where the path is a real car or article picked from the API at start. */
export const TARGETS = {
  home: "/",
  search: "/used-cars?zip=10001",
  vehicle: null,
  article: null,
  api: SEARCH_API_PATH,
};

export const USER_AGENTS = {
  mobile: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
};

const ENGINES = ["pglite", "postgres"];

function list(value, fallback, allowed, name) {
  const items = (value ?? fallback)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")} (one of ${allowed.join(", ")})`);
  return items;
}

function positive(value, fallback, name) {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number ≥ 1, not ${value}`);
  return number;
}

/**
 * The bench's options from its environment variables; throws with the variable's name on a bad value.
 * @param {Record<string, string | undefined>} env
 */
export function readOptions(env) {
  const agent = env.BENCH_AGENT ?? "mix";
  if (agent !== "mix" && !(agent in USER_AGENTS)) throw new Error(`BENCH_AGENT: mix, mobile or desktop, not ${agent}`);
  const port = positive(env.BENCH_PORT, "3306", "BENCH_PORT");
  return {
    engines: list(env.BENCH_ENGINES, ENGINES.join(","), ENGINES, "BENCH_ENGINES"),
    targets: list(env.BENCH_TARGETS, Object.keys(TARGETS).join(","), Object.keys(TARGETS), "BENCH_TARGETS"),
    connections: (env.BENCH_CONNECTIONS ?? "10,50").split(",").map((item) => positive(item.trim(), undefined, "BENCH_CONNECTIONS")),
    seconds: positive(env.BENCH_SECONDS, "30", "BENCH_SECONDS"),
    seedListings: positive(env.SEED_LISTINGS, "20000", "SEED_LISTINGS"),
    // Each engine's server gets its own port, so a stale one never answers for the next.
    ports: { pglite: port, postgres: port + 1 },
    userAgents: agent === "mix" ? [USER_AGENTS.mobile, USER_AGENTS.desktop] : [USER_AGENTS[agent]],
    profile: env.BENCH_PROFILE === "1",
    // Issue #24: measure while the photos of BENCH_PHOTO_CARS cars (1,000), BENCH_PHOTOS each, are processed; 0 = none.
    photos: env.BENCH_PHOTOS === undefined || env.BENCH_PHOTOS === "0" ? 0 : positive(env.BENCH_PHOTOS, undefined, "BENCH_PHOTOS"),
    photoCars: positive(env.BENCH_PHOTO_CARS, "1000", "BENCH_PHOTO_CARS"),
  };
}
