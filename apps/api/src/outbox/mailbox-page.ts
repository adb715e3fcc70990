import { escapeHtml, htmlPage } from "./html-page.js";

/** An email as the dev mailbox shows it. */
export interface MailboxEmail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  status: string;
  created_at: Date;
}

/** Escapes the text, then turns every http(s) URL in it into a link (the escaped text has no quotes left to break out of). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The outbox list, newest first: when, to whom, what, with a link to each email. */
export function renderMailboxList(emails: readonly MailboxEmail[]): string {
  const rows = emails
    .map(
      (email) =>
        `<tr><td>${email.created_at.toISOString()}</td><td>${escapeHtml(email.to_address)}</td><td><a href="mailbox/${email.id}">${escapeHtml(email.subject)}</a></td><td>${escapeHtml(email.kind)}</td><td>${escapeHtml(email.status)}</td></tr>`,
    )
    .join("\n");
  const table = emails.length
    ? `<table><caption>Emails, newest first</caption><thead><tr><th scope="col">Queued</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No emails yet.</p>";
  return htmlPage("Dev mailbox", `<main><h1>Dev mailbox</h1><p>Emails the API would send (no SMTP server configured).</p>${table}</main>`);
}

/** One email with its links clickable. */
export function renderMailboxEmail(email: MailboxEmail): string {
  return htmlPage(
    email.subject,
    `<main><p><a href="../mailbox">Back to the mailbox</a></p><h1>${escapeHtml(email.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(email.to_address)}</dd><dt>Queued</dt><dd>${email.created_at.toISOString()}</dd><dt>Status</dt><dd>${escapeHtml(email.status)}</dd></dl>
<pre>${linkify(email.text)}</pre></main>`,
  );
}
