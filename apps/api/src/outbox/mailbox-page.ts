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

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escapes the text, then turns every http(s) URL in it into a link (the escaped text has no quotes left to break out of). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#111}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}a{color:#0645ad}</style>
</head>
<body>${body}</body>
</html>`;
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
  return page("Dev mailbox", `<main><h1>Dev mailbox</h1><p>Emails the API would send (no SMTP server configured).</p>${table}</main>`);
}

/** One email with its links clickable. */
export function renderMailboxEmail(email: MailboxEmail): string {
  return page(
    email.subject,
    `<main><p><a href="../mailbox">Back to the mailbox</a></p><h1>${escapeHtml(email.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(email.to_address)}</dd><dt>Queued</dt><dd>${email.created_at.toISOString()}</dd><dt>Status</dt><dd>${escapeHtml(email.status)}</dd></dl>
<pre>${linkify(email.text)}</pre></main>`,
  );
}
