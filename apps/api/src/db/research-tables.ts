/** Tables of research content, rankings, car reviews and news (migration 0003). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ResearchTables {}
