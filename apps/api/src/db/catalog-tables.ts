/** Tables of listings, dealers, brands, ZIPs, research and news (migration 0001). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogTables {}
