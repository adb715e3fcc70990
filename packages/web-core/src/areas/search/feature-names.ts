/**
 * A feature as a shopper types it, as the listings spell it (issue #26.5: 'Sunroof' found nothing, the listings
 * say 'Sunroof/Moonroof'): the known feature with the same letters in any case, else the one known feature
 * that holds the typed words as whole words. Undefined when none or several do.
 * @example knownFeature("sunroof", ["Backup Camera", "Sunroof/Moonroof"]) // "Sunroof/Moonroof"
 */
export function knownFeature(typed: string, features: readonly string[]): string | undefined {
  const wanted = typed.trim().replace(/\s+/g, " ").toLowerCase();
  if (wanted === "") return undefined;
  const same = features.find((feature) => feature.toLowerCase() === wanted);
  if (same !== undefined) return same;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const asWords = new RegExp(`(?:^|[^a-z0-9])${escaped}(?:$|[^a-z0-9])`, "i");
  const holding = features.filter((feature) => asWords.test(feature));
  return holding.length === 1 ? holding[0] : undefined;
}
