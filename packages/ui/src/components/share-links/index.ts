export { ShareLinks } from "./share-links.js";
export type { ShareLinksProps } from "./share-links.js";
export { ShareThis } from "./share-this.js";
export type { ShareThisProps } from "./share-this.js";
export { CopyLinkButton } from "./copy-link-button.js";
export type { CopyLinkButtonProps } from "./copy-link-button.js";
