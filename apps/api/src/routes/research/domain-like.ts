import TOP_LEVEL_DOMAINS from "tlds" with { type: "json" };

/** IANA's top-level domains (the `tlds` list), lowercase. */
const TLDS: ReadonlySet<string> = new Set(TOP_LEVEL_DOMAINS);

/**
 * A name of dot-separated labels ending in letters, not inside a longer word, with what follows it: `bit.ly/x`,
 * `t.me/x`, `example.co`, `joe@mail.example.com`. `e.g.`, `U.S.` and `3.5L` are not (their last parts are one
 * letter or start with a digit); `Mr. Smith` is not (a space follows the dot).
 */
const DOMAIN_CANDIDATE = /(?<![\p{L}\p{N}_.-])((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+)(\p{L}{2,63})(?![\p{L}\p{N}_-])([/:])?/gu;

/**
 * Whether `text` holds a web address in disguise: a name whose last part is a real top-level domain (issue #25,
 * ADR 287). A dot with no space before a capitalised word (`the car.It ran`) is a sentence run together, not a
 * name, unless a path or port follows or the whole name is in capitals; links with a scheme or `www.` are
 * caught by the link check itself.
 */
export function hasDomainLikeText(text: string): boolean {
  for (const match of text.matchAll(DOMAIN_CANDIDATE)) {
    const [, labels = "", tld = "", after] = match;
    if (!TLDS.has(tld.toLowerCase())) continue;
    const shouting = `${labels}${tld}` === `${labels}${tld}`.toUpperCase();
    if (after !== undefined || tld === tld.toLowerCase() || shouting) return true;
  }
  return false;
}
