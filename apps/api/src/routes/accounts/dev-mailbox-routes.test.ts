import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmail } from "../../outbox/queue-email.js";
import { startTestServer, type TestServer } from "../../test/account-test-kit.js";

describe("dev mailbox", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await queueEmail(server.db, {
      kind: "verify_email",
      to: "a@example.com",
      subject: "First",
      text: "Open https://carmarket.test/verify-email?token=abc now",
    });
    await queueEmail(server.db, { kind: "lead", to: "d@dealer.example", subject: "<script>x</script>", text: '<?ADF VERSION "1.0"?><adf/>' });
  });
  afterAll(() => server.close());

  it("lists emails newest first as an HTML page with a link to each", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html.indexOf("&lt;script&gt;x&lt;/script&gt;")).toBeLessThan(html.indexOf(">First<"));
    expect(html).not.toContain("<script>");
    expect(html).toMatch(/<a href="mailbox\/\d+">First<\/a>/);
  });

  it("shows one email with its links clickable and its XML as text", async () => {
    const [newest, older] = (await server.app.inject({ method: "GET", url: "/api/dev/mailbox.json" })).json().emails;
    const link = await server.app.inject({ method: "GET", url: `/api/dev/mailbox/${older.id}` });
    expect(link.body).toContain('<a href="https://carmarket.test/verify-email?token=abc">https://carmarket.test/verify-email?token=abc</a>');
    const xml = await server.app.inject({ method: "GET", url: `/api/dev/mailbox/${newest.id}` });
    expect(xml.body).toContain("&lt;?ADF VERSION &quot;1.0&quot;?&gt;&lt;adf/&gt;");
    expect((await server.app.inject({ method: "GET", url: "/api/dev/mailbox/999999" })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/api/dev/mailbox/x'--" })).statusCode).toBe(404);
  });

  it("#12: is closed unless DEV_ROUTES opts in, with or without SMTP", async () => {
    for (const config of [{ devRoutes: false }, { devRoutes: false, smtpUrl: "smtp://127.0.0.1:9" }]) {
      const live = await startTestServer(config);
      for (const url of ["/api/dev/mailbox", "/api/dev/mailbox.json", "/api/dev/mailbox/1"]) {
        expect((await live.app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
      await live.close();
    }
  });
});
