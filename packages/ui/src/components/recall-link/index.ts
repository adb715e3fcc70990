export { RecallLink } from "./recall-link.js";
export type { RecallLinkProps } from "./recall-link.js";
