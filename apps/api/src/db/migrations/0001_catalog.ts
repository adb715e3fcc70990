import type { Kysely } from "kysely";

// brands, models, body types, ZIPs, dealers, listings, price history, dealer reviews.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
