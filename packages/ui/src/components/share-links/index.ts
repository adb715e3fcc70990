export { ShareLinks } from "./share-links.js";
export type { ShareLinksProps, ShareNetwork, ShareTarget } from "./share-links.js";
export { CopyLinkButton } from "./copy-link-button.js";
export type { CopyLinkButtonProps } from "./copy-link-button.js";
