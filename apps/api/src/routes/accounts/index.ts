import type { FastifyPluginAsync } from "fastify";
import { startSearchDigests } from "../../alerts/search-digest-loop.js";
import { readMailSettings } from "../../outbox/mail-settings.js";
import type { MailTransport } from "../../outbox/deliver.js";
import { createFolderTransport } from "../../outbox/mail-folder.js";
import { createSmtpTransport } from "../../outbox/smtp-transport.js";
import { startOutboxWorker } from "../../outbox/worker.js";
import { alertRoutes } from "./alert-routes.js";
import { authRoutes } from "./auth-routes.js";
import { devMailboxRoutes } from "./dev-mailbox-routes.js";
import { leadRoutes } from "./lead-routes.js";
import { siteConfigRoutes } from "./site-config-routes.js";
import { trackingRoutes } from "./tracking-routes.js";
import { userAlertRoutes } from "./user-alert-routes.js";
import { userRoutes } from "./user-routes.js";
import { userSavedRoutes } from "./saved/user-saved-routes.js";
import { visitorSavedRoutes } from "./saved/visitor-saved-routes.js";

/** Accounts, saved items, leads, outbox, tracking, alerts and site config (apps/api/src/routes/accounts/README.md). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(visitorSavedRoutes);
  await app.register(userSavedRoutes);
  await app.register(leadRoutes);
  await app.register(alertRoutes);
  await app.register(userAlertRoutes);
  await app.register(trackingRoutes);
  await app.register(siteConfigRoutes);

  const { smtpUrl, mailDir, devRoutes, searchDigestPollMs, publicOrigin } = app.config;
  if (searchDigestPollMs > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      stop = startSearchDigests({ db: app.db, index: app.listingIndex }, { origin: publicOrigin, everyMs: searchDigestPollMs, log: app.log });
    });
    app.addHook("onClose", async () => stop?.());
  }

  if (devRoutes) await app.register(devMailboxRoutes);
  // SMTP when configured, else the local mail folder; with neither, emails wait in the outbox table.
  const transport: (MailTransport & { close?(): void }) | undefined = smtpUrl
    ? createSmtpTransport(smtpUrl)
    : mailDir
      ? createFolderTransport(mailDir)
      : undefined;
  if (transport) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      stop = startOutboxWorker(app.db, transport, { from: readMailSettings().from, log: app.log });
    });
    app.addHook("onClose", async () => {
      await stop?.();
      transport.close?.();
    });
  }
};
