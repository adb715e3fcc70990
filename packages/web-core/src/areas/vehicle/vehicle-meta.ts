import { HOME_PATH, listingPath, type ListingCondition } from "@carmarket/routes";
import { pageMeta } from "../../seo/page-meta.js";
import { previewImage } from "../../seo/preview-image.js";
import type { VehicleData } from "./load-vehicle.js";
import { vehicleSummaryText } from "./vehicle-view.js";

const CONDITION_LABELS: Record<ListingCondition, string> = { used: "Used Cars", new: "New Cars", certified: "Certified Cars" };

/** The car's condition, which names its listing section (§2.5). */
function listingCondition(listing: { is_new: boolean; certified_car: boolean }): ListingCondition {
  if (listing.is_new) return "new";
  return listing.certified_car ? "certified" : "used";
}

/** Home › Used Cars › Toyota › Camry › the car: each step a listing page shoppers can open. */
export function vehicleBreadcrumbs({ listing, view }: Pick<VehicleData, "listing" | "view">) {
  const condition = listingCondition(listing);
  return [
    { label: "Home", href: HOME_PATH },
    { label: CONDITION_LABELS[condition], href: listingPath({ condition }) },
    { label: listing.brand_name, href: listingPath({ condition, brand: listing.brand_slug }) },
    { label: listing.model_name, href: listingPath({ condition, brand: listing.brand_slug, model: listing.model_slug }) },
    { label: view.title },
  ];
}

/** schema.org Car with its Offer (price in USD, InStock or SoldOut, sold by an AutoDealer) and the breadcrumbs. */
/** Absolute URL of the car's first picture as a 1200×630 raster, for JSON-LD and link previews. */
function vehiclePicture({ listing, view, canonicalUrl }: VehicleData): string | undefined {
  const image = view.gallery[0]?.image_file ?? listing.main_picture;
  return image ? previewImage(image, canonicalUrl) : undefined;
}

function vehicleJsonLd(data: VehicleData) {
  const { listing, view, canonicalUrl } = data;
  const origin = new URL(canonicalUrl).origin;
  const image = vehiclePicture(data);
  const car = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: view.title,
    url: canonicalUrl,
    vehicleIdentificationNumber: listing._id,
    brand: { "@type": "Brand", name: listing.brand_name },
    model: listing.model_name,
    vehicleModelDate: String(listing.year),
    itemCondition: listing.is_new ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    ...(image ? { image } : {}),
    ...(listing.mileage === undefined ? {} : { mileageFromOdometer: { "@type": "QuantitativeValue", value: listing.mileage, unitCode: "SMI" } }),
    ...(listing.color && listing.color !== "UNKNOWN" ? { color: listing.color } : {}),
    offers: {
      "@type": "Offer",
      url: canonicalUrl,
      priceCurrency: "USD",
      ...(view.price.amount === null ? {} : { price: view.price.amount }),
      availability: listing.is_sold ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      seller: {
        "@type": "AutoDealer",
        name: listing.dealer_info.name || listing.dealer_name,
        ...(listing.dealer_info.address ? { address: `${listing.dealer_info.address} ${listing.dealer_info.zip}`.trim() } : {}),
        ...(listing.dealer_info.website ? { url: listing.dealer_info.website } : {}),
      },
    },
  };
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: vehicleBreadcrumbs({ listing, view }).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href ?? canonicalUrl, origin).href,
    })),
  };
  return [car, breadcrumbs];
}

/** Title, description, canonical URL and JSON-LD of a vehicle page. */
export function vehicleMeta(data: VehicleData) {
  const { listing, view, canonicalUrl } = data;
  const title = listing.is_sold ? `${view.title} (sold)` : `${view.title} for sale: ${view.price.text}`;
  const picture = vehiclePicture(data);
  return pageMeta({
    title: `${title} | CarMarket`,
    description: vehicleSummaryText(listing, view),
    canonical: canonicalUrl,
    ...(picture ? { image: picture } : {}),
    jsonLd: vehicleJsonLd(data),
  });
}
