export { PORTRAIT_NOTICE_TEXT, PORTRAIT_NOTICE_TITLE, PortraitNotice, type PortraitNoticeProps } from "./portrait-notice.js";
