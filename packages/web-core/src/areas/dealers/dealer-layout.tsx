import type { ReactNode } from "react";
import { Link } from "react-router";
import { INFORMATION_NOT_AVAILABLE } from "@carmarket/listing";
import { dealersPath, HOME_PATH } from "@carmarket/routes";
import { Breadcrumbs } from "@carmarket/ui/breadcrumbs";
import { DealerInformation } from "@carmarket/ui/dealer-information";
import { StarRating } from "@carmarket/ui/star-rating";
import { pageMeta } from "../../seo/page-meta.js";
import type { DealerData, DealerTab } from "./load-dealer.js";
import styles from "./dealers.module.css";

const TAB_LABELS: Record<DealerTab, string> = { inventory: "Inventory", reviews: "Reviews", writeReview: "Write a Review" };

/** Title, description, canonical URL and JSON-LD (AutoDealer, BreadcrumbList) of a dealer page. */
export function dealerMeta(data: DealerData | undefined, title: (name: string) => string, description: string) {
  if (!data) return [];
  return pageMeta({ title: `${title(data.dealer.name)} | CarMarket`, description, canonical: data.seo.canonical, jsonLd: data.seo.jsonLd });
}

function WeeklyHours({ week }: { week: DealerData["dealer"]["week"] }) {
  return (
    <section className={styles.hours} aria-labelledby="dealer-hours">
      <h2 id="dealer-hours">Opening Hours</h2>
      {week === null ? (
        <p>{INFORMATION_NOT_AVAILABLE}</p>
      ) : (
        <table>
          <tbody>
            {week.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td className={day.status === "closed" ? styles.closed : undefined}>
                  {day.status === "open" ? day.hours : day.status === "closed" ? "Closed" : INFORMATION_NOT_AVAILABLE}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * What every dealer page shows (§3 dealer info: contact, map, weekly hours with closed days,
 * rating) and the links between its three pages; the page's own part comes as `children`.
 */
export function DealerLayout({ data, children }: { data: DealerData; children: ReactNode }) {
  const { dealer } = data;
  const current = TAB_LABELS[data.tab];
  return (
    <main className={styles.page}>
      <Breadcrumbs
        items={[
          { label: "Home", href: HOME_PATH },
          { label: "Dealers", href: dealersPath() },
          ...(data.tab === "inventory" ? [{ label: dealer.name }] : [{ label: dealer.name, href: data.links.inventory }, { label: current }]),
        ]}
      />
      <h1 className={styles.dealerName}>{dealer.name}</h1>
      {dealer.ratingCount > 0 && <StarRating value={dealer.rating} count={dealer.ratingCount} />}
      <div className={styles.info}>
        <DealerInformation dealer={dealer.info} today={dealer.today} location={dealer.location} />
        <WeeklyHours week={dealer.week} />
      </div>
      <nav aria-label="Dealer pages" className={styles.tabs}>
        {(Object.keys(TAB_LABELS) as DealerTab[]).map((tab) => (
          <Link key={tab} to={data.links[tab]} aria-current={tab === data.tab ? "page" : undefined} preventScrollReset>
            {tab === "inventory"
              ? `${TAB_LABELS[tab]} (${dealer.inventoryCount})`
              : tab === "reviews"
                ? `${TAB_LABELS[tab]} (${dealer.ratingCount})`
                : TAB_LABELS[tab]}
          </Link>
        ))}
      </nav>
      {children}
    </main>
  );
}
