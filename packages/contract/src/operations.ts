import type { Operation } from "./operation.js";
import { newsOperations } from "./news.js";
import { researchOperations } from "./research.js";
import { systemOperations } from "./system.js";
import { brandOperations } from "./brands.js";
import { inventoryOperations } from "./inventory.js";
import { locationOperations } from "./location.js";
import { dealerOperations } from "./dealers.js";
import { accountOperations } from "./accounts.js";
import { savedOperations } from "./saved.js";
import { leadOperations } from "./leads.js";
import { alertOperations } from "./alerts.js";
import { siteOperations } from "./site.js";
import { vinOperations } from "./vin.js";

/** Every operation of the contract, by id: the API registers each, the OpenAPI document lists each. */
export const contract = {
  ...systemOperations,
  ...brandOperations,
  ...inventoryOperations,
  ...locationOperations,
  ...dealerOperations,
  ...researchOperations,
  ...newsOperations,
  ...accountOperations,
  ...savedOperations,
  ...leadOperations,
  ...alertOperations,
  ...siteOperations,
  ...vinOperations,
};

export const operations: readonly Operation[] = Object.values(contract);
