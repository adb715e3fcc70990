export { default, createLoadContext, handleError, serveApiInProcess, streamTimeout } from "@carmarket/web-core/entry-server";
