export { default, handleError, streamTimeout } from "@carmarket/web-core/entry-server";
