import type { FastifyPluginAsync } from "fastify";
import { NotFoundError } from "../../http/errors.js";
import { renderMailboxEmail, renderMailboxList } from "../../outbox/mailbox-page.js";

/** How many emails the mailbox lists. */
const MAILBOX_SIZE = 100;

const COLUMNS = ["id", "kind", "to_address", "subject", "text", "status", "created_at"] as const;

/**
 * The dev mailbox: the outbox as pages (GET /dev/mailbox, /dev/mailbox/{id}) and JSON for tests
 * (/dev/mailbox.json). Registered only with DEV_ROUTES=1 (`pnpm dev`, the e2e run): it shows every email,
 * reset links included, so it must never face the public. Left out of the OpenAPI document (and the contract),
 * which describes the public API whatever the environment.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const hidden = { schema: { hide: true } };
  const emails = () => db.selectFrom("outbox").select(COLUMNS).orderBy("id", "desc").limit(MAILBOX_SIZE).execute();

  app.get("/dev/mailbox", hidden, async (_request, reply) => reply.type("text/html; charset=utf-8").send(renderMailboxList(await emails())));

  app.get("/dev/mailbox.json", hidden, async () => ({ emails: await emails() }));

  app.get<{ Params: { id: string } }>("/dev/mailbox/:id", hidden, async (request, reply) => {
    const id = request.params.id;
    const email = /^\d{1,9}$/.test(id) ? await db.selectFrom("outbox").select(COLUMNS).where("id", "=", Number(id)).executeTakeFirst() : undefined;
    if (!email) throw new NotFoundError();
    return reply.type("text/html; charset=utf-8").send(renderMailboxEmail(email));
  });
};
