import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "./smtp-transport.js";

// Issue #25 item 8: nodemailer moved three majors (7 → 10: typed ES module build, WHATWG URL parsing of the
// connection URL, renamed error codes). The outbox's only use of it, an SMTP URL, is sent through for real.

/** Just enough of an SMTP server (RFC 5321) to take messages: what each connection sent, command by command. */
function smtpSink() {
  const sessions: string[][] = [];
  const server = createServer((socket: Socket) => {
    const lines: string[] = [];
    sessions.push(lines);
    let inData = false;
    let buffered = "";
    const reply = (text: string) => socket.write(`${text}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffered += chunk.toString("utf8");
      let end;
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        lines.push(line);
        if (inData) {
          if (line === ".") {
            inData = false;
            reply("250 queued");
          }
        } else if (/^(EHLO|HELO)/i.test(line)) reply("250 sink");
        else if (/^DATA/i.test(line)) {
          inData = true;
          reply("354 go ahead");
        } else if (/^QUIT/i.test(line)) {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  return { server, sessions };
}

describe("#25.8 the outbox's SMTP transport on nodemailer 10", () => {
  const sink = smtpSink();
  let url: string;
  beforeAll(async () => {
    sink.server.listen(0, "127.0.0.1");
    await once(sink.server, "listening");
    url = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it("delivers an outbox email from an SMTP URL: envelope, headers and the plain-text body", async () => {
    const transport = createSmtpTransport(url);
    try {
      await transport.sendMail({
        from: "CarMarket <no-reply@carmarket.test>",
        to: "ann@example.com",
        subject: "Verify your email",
        text: "Hi Ann,\n\nOpen the link to verify.",
      });
    } finally {
      transport.close();
    }
    const session = sink.sessions.flat();
    expect(session).toEqual(
      expect.arrayContaining([
        "MAIL FROM:<no-reply@carmarket.test>",
        "RCPT TO:<ann@example.com>",
        "DATA",
        "Subject: Verify your email",
        "To: ann@example.com",
        "Hi Ann,",
        "Open the link to verify.",
      ]),
    );
  });
});
