import { DealerInventoryPage, dealerInventoryMeta, loadDealerInventory } from "@carmarket/web-core/dealers";
import type { Route } from "./+types/dealer-inventory";

export const loader = (args: Route.LoaderArgs) => loadDealerInventory(args);
export const meta = ({ loaderData }: Route.MetaArgs) => dealerInventoryMeta({ loaderData });
export default DealerInventoryPage;
