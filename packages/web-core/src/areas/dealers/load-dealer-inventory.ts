import { data } from "react-router";
import { withQuery } from "@carmarket/routes";
import { createServerApi } from "../../server-api.js";
import { canonicalUrl } from "../../seo/seo.js";
import type { LeadTarget } from "../../shell/lead-target.js";
import { loadDealer } from "./load-dealer.js";
import { pagination } from "./pagination.js";

/** Cars per inventory page. */
const INVENTORY_PAGE_SIZE = 12;

/** §2.1 DEALER_INVENTORY: the dealer (`/dealers/{id}`) and one page of the cars it has for sale. */
export async function loadDealerInventory({ request, params }: { request: Request; params: { dealerId?: string } }) {
  const dealerData = await loadDealer(request, params.dealerId, "inventory");
  const page = Math.max(1, Math.trunc(Number(new URL(request.url).searchParams.get("page"))) || 1);
  const { id, name } = dealerData.dealer;
  const results = await createServerApi(request).getListingData({ dealer_id: id, page, page_size: INVENTORY_PAGE_SIZE, sort: "newest" });
  if (results === null) throw data(null, { status: 503 });
  const pageHref = (n: number) => withQuery(dealerData.links.inventory, { page: n > 1 ? n : undefined });
  const pageCount = Math.ceil(results.count / results.page_size);
  // The lead popup names the car whose 'Check Availability' was pressed (web-core lead-target).
  const leadTargets: LeadTarget[] = results.vins.map((car) => ({ vin: car._id, carName: car.vin_name, dealerName: name }));
  return {
    ...dealerData,
    seo: { ...dealerData.seo, canonical: canonicalUrl(request, pageHref(page)) },
    inventory: { count: results.count, cars: results.vins, pagination: pageCount > 1 ? pagination(page, pageCount, pageHref) : null },
    leadTargets,
  };
}

export type DealerInventoryData = Awaited<ReturnType<typeof loadDealerInventory>>;
