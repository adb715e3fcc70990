export { buildServer, type ServerOptions } from "./server.js";
export { loadWebApp, type WebApp } from "./web-app.js";
export { chooseApp, VIEW_COOKIE, VIEW_PARAM, type AppName } from "./device.js";
