import type { Kysely } from "kysely";

// research content, rankings, car reviews, news.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
