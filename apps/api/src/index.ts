export { apiPlugin, buildApiServer, BODY_LIMIT_BYTES, type ApiPluginOptions } from "./app.js";
export { readConfig, type ApiConfig } from "./config.js";
export { startDatabase } from "./start-database.js";
export type { DatabaseHandle, Db } from "./db/database.js";
export { readMailFolder, type FolderEmail } from "./outbox/mail-folder.js";
export { refuseCrossSiteWrites, CROSS_SITE_WRITE_MESSAGE } from "./http/same-origin.js";
export { VIDEO_EMBED_HOSTS } from "./news/sanitize-news-html.js";
export { answerError } from "./http/error-handler.js";
