import { formatUsd } from "@carmarket/pricing";
import { OVERLAYS } from "@carmarket/routes";
import { Image } from "@carmarket/ui/image";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import { ResearchCrumbs } from "./research-crumbs.js";
import type { ResearchPageData } from "./resolve-research.js";
import styles from "./research.module.css";

type RankingData = Extract<ResearchPageData, { type: "RANKING" }>;

/** A ranking (§2.1 RANKING): its cars in rank order, the other rankings of the body style, and the ranking search. */
export function RankingPage({ page, path }: { page: RankingData; path: string }) {
  return (
    <main className={styles.page}>
      <ResearchCrumbs page={page} path={path} />
      <h1>{page.ranking.title}</h1>
      <p>
        <a href={`#${OVERLAYS.rankingSearch.hash}`}>Browse rankings by body style</a>
      </p>
      <ol className={styles.cards} aria-label={page.ranking.title}>
        {page.entries.map((entry, index) => (
          <li key={entry.id} className={styles.card}>
            <Image src={entry.image} alt="" width={220} height={150} priority={index < FIRST_PAINT_CARDS} />
            <h2>
              #{entry.rank} <a href={entry.url}>{entry.title}</a>
            </h2>
            <p>
              Score {entry.score}/10 · from {formatUsd(entry.msrp_min)}
            </p>
          </li>
        ))}
      </ol>
      {page.related.length > 0 && (
        <nav aria-label="More rankings">
          <h2>More rankings</h2>
          <ul>
            {page.related.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
