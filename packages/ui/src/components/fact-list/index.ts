export { FactList } from "./fact-list.js";
export type { Fact, FactListProps } from "./fact-list.js";
