/** Addresses the outbox uses. */
export interface MailSettings {
  /** Sender of every email. */
  from: string;
  /** Where payment requests go (§6: the operator pays to the user's PayPal account). */
  operator: string;
}

/** Reads MAIL_FROM and OPERATOR_EMAIL, with defaults that are fine for the dev mailbox. */
export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    from: env.MAIL_FROM || "CarMarket <no-reply@carmarket.example>",
    operator: env.OPERATOR_EMAIL || "payments@carmarket.example",
  };
}
