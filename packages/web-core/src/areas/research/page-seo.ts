import type { CarData } from "@carmarket/api-client";
import { bodyTypeLabel, carPath, carTabFromSegment } from "@carmarket/routes";
import { metaDescription } from "../../seo/seo.js";
import { previewImage } from "../../seo/preview-image.js";
import { researchBreadcrumbs, tabTitle } from "./breadcrumbs.js";
import { carTabDescription } from "./car-tab-descriptions.js";
import type { ResearchPageData } from "./resolve-research.js";
import type { PageSeo } from "./seo-meta.js";

const SITE = "CarMarket";

/** Title, description, canonical and JSON-LD of a research page (Car with AggregateRating, BreadcrumbList). */
export function researchSeo(page: ResearchPageData, url: URL, origin: string): PageSeo {
  const absolute = (path: string) => new URL(path, origin).href;
  const crumbs = researchBreadcrumbs(page, url.pathname);
  const breadcrumbList = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.label, item: absolute(crumb.path) })),
  };
  const { title, description, image, car, list } = describe(page);
  // Rankings and comparisons are lists of cars: search engines read them as an ItemList (issue #15).
  const itemList = list && {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: title,
    numberOfItems: list.length,
    itemListElement: list.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.title, url: absolute(item.url) })),
  };
  return {
    title: `${title} | ${SITE}`,
    // Search engines show about 160 characters: a brand's model list ran to 203 (issue #27.14).
    description: metaDescription(description),
    canonical: absolute(canonicalPath(page, url.pathname)),
    ...(image === undefined ? {} : { image: absolute(image) }),
    jsonLd: [...(car === undefined ? [] : [carJsonLd(car, absolute)]), ...(itemList ? [itemList] : []), breadcrumbList],
  };
}

/**
 * One URL per content (issue #15): a car tab reached by an alias (/trims and /trim-family; the
 * year-less /mpg and the model year's /mpg) is canonical at the model year's tab path. Trunk Space and
 * Cargo Space show the same figures (issue #27.9): a car with a trunk and no rows behind it is
 * canonical at its trunk tab, every other car at its cargo tab.
 */
function canonicalPath(page: ResearchPageData, pathname: string): string {
  if (page.type !== "CAR") return pathname;
  const tab = carTabFromSegment(page.activeTab);
  const { brand_slug: brand, model_slug: model, year, content } = page.car;
  if (tab === undefined) return pathname;
  const sedanLike = content.cargo.trunk_cu_ft !== null && content.cargo.behind_second_row_cu_ft === null;
  const cargoTab = sedanLike ? "trunk-space" : "cargo-space";
  return carPath({ brand, model, year, tab: tab === "trunk-space" || tab === "cargo-space" ? cargoTab : tab });
}

/** What a research page says about itself; `list` names the cars of a ranking or comparison, in order. */
interface PageDescription {
  title: string;
  description: string;
  image?: string;
  car?: CarData;
  list?: readonly { title: string; url: string }[];
}

function describe(page: ResearchPageData): PageDescription {
  switch (page.type) {
    case "BRAND":
      return {
        title: `${page.brand.name} Models: Reviews, Prices and Specs`,
        description: `Research every ${page.brand.name} model: ${page.models.map((model) => model.name).join(", ")}. Reviews, prices, specs and rankings.`,
      };
    case "SUBMODEL": {
      const years = page.cars.map((car) => car.year);
      return {
        title: `${page.brand.name} ${page.model.name} Review, Prices and Specs`,
        description: `${page.brand.name} ${page.model.name} model years ${years.join(", ")}: reviews, prices, specs, safety and cost to own.`,
        ...(page.cars[0] ? { image: page.cars[0].image } : {}),
      };
    }
    case "CAR": {
      const tab = page.activeTab === "overview" ? "Review, Prices and Specs" : tabTitle(page.activeTab);
      return { title: `${page.car.title} ${tab}`, description: carTabDescription(page.car, page.activeTab), image: page.car.image, car: page.car };
    }
    case "SINGLE_REVIEW":
      return {
        title: `${page.review.title}: ${page.car.title} Owner Review`,
        description: page.review.text.slice(0, 155),
        image: page.car.image,
        car: page.car,
      };
    case "BUILD_PRICE":
      return {
        title: `Build & Price the ${page.car.title}`,
        description: `Choose a ${page.car.title} trim and options, see the MSRP, the monthly estimate and matching cars for sale near you.`,
        image: page.car.image,
      };
    case "WRITE_REVIEW":
    case "SUBMIT_REVIEW":
      return { title: `Write a Review of the ${page.car.title}`, description: `Own a ${page.car.title}? Rate it and tell other shoppers what it is like.` };
    case "REVIEW_SUCCESS":
      return { title: `Thank You for Reviewing the ${page.car.title}`, description: `Your review of the ${page.car.title} was received.` };
    case "RANKING": {
      const label = bodyTypeLabel(page.ranking.body_type);
      return {
        title: page.ranking.title,
        description: `${page.ranking.title}, ranked by our editors' scores: ${page.entries
          .slice(0, 3)
          .map((entry) => entry.title)
          .join(", ")} and more ${label} picks.`,
        ...(page.entries[0] ? { image: page.entries[0].image } : {}),
        list: page.entries,
      };
    }
    case "COMPARE":
      return page.cars.length === 0
        ? {
            title: "Compare Cars Side by Side",
            description: "Choose two cars and compare their prices, specs, fuel economy, safety and cost to own side by side.",
          }
        : {
            title: `${page.title}: Side-by-Side Comparison`,
            description: `Compare the ${page.title}: price, specs, MPG, safety ratings and 5-year cost to own.`,
            ...(page.cars[0] ? { image: page.cars[0].image } : {}),
            list: page.cars,
          };
    case "VIN_COMPARE": {
      const names = page.listings.map((listing) => listing.vin_name).join(" vs ");
      return { title: `Compare ${names}`, description: `Compare these cars for sale side by side: ${names}.` };
    }
  }
}

/** schema.org Car (a Product) with its price range and, when shoppers reviewed it, the AggregateRating. */
function carJsonLd(car: CarData, absolute: (path: string) => string): Record<string, unknown> {
  const { overview } = car.content;
  const rating =
    car.user_reviews.count > 0 && car.user_reviews.average_rating !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: car.user_reviews.average_rating,
            reviewCount: car.user_reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "Car"],
    name: car.title,
    brand: { "@type": "Brand", name: car.brand_name },
    model: car.model_name,
    vehicleModelDate: String(car.year),
    bodyType: bodyTypeLabel(overview.body_type),
    image: previewImage(car.image, absolute("/")),
    url: absolute(car.url),
    description: overview.summary,
    offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: overview.msrp_min, highPrice: overview.msrp_max },
    ...rating,
  };
}
