// `pnpm mailbox [how many]`: the newest emails the local server delivered into its mail folder (no SMTP_URL),
// with their text, so a newcomer can open the sign-up and password-reset links of a local install.
import { readMailFolder } from "@carmarket/api";
import { LOCAL_MAIL_DIR } from "./local-env.js";

const dir = process.env.MAIL_DIR || LOCAL_MAIL_DIR;
const count = Number(process.argv[2] ?? 5) || 5;
const emails = await readMailFolder(dir, count);
if (emails.length === 0) console.log(`No emails in ${dir} yet.`);
for (const email of emails) {
  console.log(`──── ${email.date}  to ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`);
}
