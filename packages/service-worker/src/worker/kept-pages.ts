// The pages cache across deploys: a kept page is only ever served with the scripts it was built with (ADR 301).

/** Every script and stylesheet of an app build that a page's HTML names (tags, preloads and its bootstrap's imports). */
export function assetsNamedBy(html: string): string[] {
  return [...new Set(html.match(/\/_[md]\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
}

/** How many kept pages a new worker fetches again against its build; older copies of another build are dropped. */
export const PAGES_RENEWED_ON_UPDATE = 10;

/**
 * Sorts the kept pages (oldest first, as the Cache API lists them) into those built with another build than
 * the worker's precache holds: the newest {@link PAGES_RENEWED_ON_UPDATE} to fetch again, the rest to drop.
 */
export async function pagesOfAnotherBuild(
  kept: readonly { request: Request; html: () => Promise<string> }[],
  isPrecached: (asset: string) => boolean,
): Promise<{ renew: Request[]; drop: Request[] }> {
  const stale: Request[] = [];
  for (const page of kept) {
    if (assetsNamedBy(await page.html()).some((asset) => !isPrecached(asset))) stale.push(page.request);
  }
  const renewFrom = Math.max(0, stale.length - PAGES_RENEWED_ON_UPDATE);
  return { renew: stale.slice(renewFrom), drop: stale.slice(0, renewFrom) };
}
