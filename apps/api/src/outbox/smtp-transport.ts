import nodemailer from "nodemailer";
import type { MailTransport } from "./deliver.js";

/** A nodemailer SMTP transport from a URL such as `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  return nodemailer.createTransport(smtpUrl);
}
