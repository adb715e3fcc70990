import type { CatalogTables } from "./catalog-tables.js";
import type { AccountTables } from "./account-tables.js";
import type { ResearchTables } from "./research-tables.js";
import type { SharedStateTables } from "./shared-state-tables.js";

/** Every table of the one migration set, typed for Kysely. */
export interface Database extends CatalogTables, AccountTables, ResearchTables, SharedStateTables {}
