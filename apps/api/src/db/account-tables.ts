import type { ColumnType, Generated, JSONColumnType } from "kysely";

/** A timestamp column: written as Date or ISO text, read as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default. */
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp that may be left out on insert. */
type TimestampNullable = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A shopper's account (§3 User). `email` is unique ignoring case (index on lower(email)). */
interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** §3: first and last name joined. */
  name: string;
  email: string;
  phone: string | null;
  /** §3 payment_id: the shopper's PayPal account. */
  payment_id: string | null;
  /** Argon2id PHC string (apps/api/src/routes/accounts/README.md). */
  password_hash: string;
  email_verified_at: TimestampNullable;
  communication_opt_in: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: TimestampDefault;
}

/** One signed-in browser or device; only the SHA-256 of the secret token is stored, so a leak of the table signs nobody in. */
interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: TimestampDefault;
  expires_at: Timestamp;
}

/** What a single-use emailed token allows. */
export type AuthTokenPurpose = "verify_email" | "reset_password";

/** Single-use, expiring tokens sent by email; stored as SHA-256 of the random token. */
interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  purpose: AuthTokenPurpose;
  expires_at: Timestamp;
  used_at: TimestampNullable;
  created_at: TimestampDefault;
}

/** VINs a visitor saved under their cookie id (§6). */
interface VisitorSavedVinsTable {
  cookie_id: string;
  vin: string;
  created_at: TimestampDefault;
  /** The car's price when it was saved (issue #26.16); null for saves older than migration 0040. */
  saved_price: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Searches a visitor saved under their cookie id. */
interface VisitorSavedSearchesTable {
  id: Generated<number>;
  cookie_id: string;
  search_url: string;
  created_at: TimestampDefault;
}

/** VINs a signed-in user saved (§3 Saved data); each row counts once in listings.save_car_count. */
interface UserSavedVinsTable {
  user_id: number;
  vin: string;
  created_at: TimestampDefault;
  /** The car's price when it was saved (issue #26.16); null for saves older than migration 0040. */
  saved_price: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Searches a signed-in user saved (§3: search_url). */
interface UserSavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  search_url: string;
  created_at: TimestampDefault;
  /** Whether the daily digest emails this search's new matches (migration 0005; on when saved). */
  email_digest: ColumnType<boolean, boolean | undefined, boolean>;
  /** Random capability in the digest's unsubscribe link; works without signing in. */
  digest_token: ColumnType<string, string | undefined, string>;
  /** Cars listed after this moment are new to the next digest. */
  digest_checked_at: TimestampDefault;
}

/** A 'Check Availability' request (§3 Lead data), stored before the dealer is emailed. */
interface LeadsTable {
  id: Generated<number>;
  /** Client-chosen key; a retry with the same key answers the same lead. */
  idempotency_key: string | null;
  /** SHA-256 of the request body, so a reused key with a different body is refused. */
  request_hash: string;
  vin: string;
  dealer_id: number;
  user_id: number | null;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  zip: string;
  interest: string;
  /** §3 lead source: desktop | mobile. */
  source: string;
  /** §3 page of origin. */
  page: string;
  created_at: TimestampDefault;
}

type OutboxStatus = "pending" | "sent" | "failed";

/** Every email the API sends, written in the transaction of the change that causes it. */
interface OutboxTable {
  id: Generated<number>;
  /** verify_email | reset_password | account_exists | sign_in_attack | lead | price_drop | search_digest | payment_request */
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: TimestampDefault;
  last_error: string | null;
  sent_at: TimestampNullable;
  created_at: TimestampDefault;
}

/** A price-drop alert subscription (§1); one per email and VIN. */
interface PriceDropSubscriptionsTable {
  id: Generated<number>;
  email: string;
  vin: string;
  /** Random capability in every alert's unsubscribe link; works without signing in. */
  unsubscribe_token: string;
  created_at: TimestampDefault;
}

/** A signed-in user's request to be paid to their PayPal account (§6). */
interface PaymentRequestsTable {
  id: Generated<number>;
  user_id: number;
  amount: string | null;
  payment_id: string;
  created_at: TimestampDefault;
}

/** Append-only tracking events (§7 /interact/*, analytics events); payload bounded in size. */
interface EventsTable {
  id: Generated<string>;
  /** click | listing | campaign | vinfeedback | event */
  kind: string;
  /** The analytics event name or the feedback reason. */
  name: string | null;
  cookie_id: string | null;
  user_id: number | null;
  payload: JSONColumnType<Record<string, unknown>>;
  created_at: TimestampDefault;
}

/** Site flags the apps read (§4 zip popup flag, ad slots, light header). */
interface SiteConfigTable {
  key: string;
  value: string;
}

/** Keys every API instance shares, made on first use (migration 0010; ADR 217). */
interface ServerSecretsTable {
  name: string;
  /** 256 random bits, base64url. */
  secret: string;
  created_at: TimestampDefault;
}

/**
 * An email's recent failed sign-ins (ADR 316): how many tries in the run (refused ones too) and how many password
 * checks failed, when the last one was, when a browser the account has not signed in on may try again, and when
 * its owner was last told. Keyed by the SHA-256 of the lowercase email.
 */
interface SignInThrottlesTable {
  account_key: string;
  attempts: number;
  failures: number;
  last_failure_at: Timestamp;
  next_attempt_at: Timestamp;
  warned_at: TimestampNullable;
  /** Whether the last claim was allowed, written by the statement that decided it (migration 0041). */
  last_claim_allowed: Generated<boolean>;
}

/** Tables of users, saved items, leads, outbox, alerts, events, site config and sign-in throttles (migrations 0002, 0010, 0027, 0041). */
export interface AccountTables {
  sign_in_throttles: SignInThrottlesTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  visitor_saved_vins: VisitorSavedVinsTable;
  visitor_saved_searches: VisitorSavedSearchesTable;
  user_saved_vins: UserSavedVinsTable;
  user_saved_searches: UserSavedSearchesTable;
  leads: LeadsTable;
  server_secrets: ServerSecretsTable;
  outbox: OutboxTable;
  price_drop_subscriptions: PriceDropSubscriptionsTable;
  payment_requests: PaymentRequestsTable;
  events: EventsTable;
  site_config: SiteConfigTable;
}
