export { default, createLoadContext, handleError, streamTimeout } from "@carmarket/web-core/entry-server";
