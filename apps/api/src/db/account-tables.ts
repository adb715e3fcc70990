/** Tables of users, saved items, leads, outbox and events (migration 0002). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}
