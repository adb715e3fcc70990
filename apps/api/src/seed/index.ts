// @carmarket/api/seed: the seeded database a server starts on. The product never imports the seed; the seed
// depends on the product, and only entry points (apps/server, the API's dev server) and tests reach in here.
export { startDatabase } from "./start-database.js";
