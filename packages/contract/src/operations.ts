import type { Operation } from "./operation.js";
import { newsOperations } from "./news.js";
import { researchOperations } from "./research.js";
import { systemOperations } from "./system.js";

/** Every operation of the contract, by id: the API registers each, the OpenAPI document lists each. */
export const contract = { ...systemOperations, ...researchOperations, ...newsOperations };

export const operations: readonly Operation[] = Object.values(contract);
