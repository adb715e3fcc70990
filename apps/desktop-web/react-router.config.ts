import { appRouterConfig } from "@carmarket/web-config/react-router";

export default appRouterConfig;
