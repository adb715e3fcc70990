export { header } from "./header.js";
export * from "./card.js";
export * from "./client.js";
