import type { Kysely } from "kysely";

// users, sessions, tokens, saved items, leads, outbox, events, alerts, votes, site config.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
