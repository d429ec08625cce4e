import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const oauthClients = pgTable("oauth_clients", {
  clientId: text("client_id").primaryKey(),
  name: text("name").notNull(),
  redirectUris: text("redirect_uris").array().notNull(),
});

/** Single-use authorization codes; only the SHA-256 of the code is stored. */
export const authorizationCodes = pgTable("authorization_codes", {
  codeHash: text("code_hash").primaryKey(),
  clientId: text("client_id").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  memberSeq: integer("member_seq").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Sign-in sessions; a token whose session is revoked is refused. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    memberSeq: integer("member_seq").notNull(),
    clientId: text("client_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_member_idx").on(t.memberSeq)],
);

/** Server secrets made on first start: the ES256 signing key and the file-URL HMAC key. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins, counted per account and per address over a window: a password guesser is stopped,
 * while staff of one office behind one address sign in freely (successes are not counted). Kept in the
 * database so every API replica counts the same attempts.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    signInFailureSeq: serial("sign_in_failure_seq").primaryKey(),
    loginId: text("login_id").notNull(),
    address: text("address").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_login_idx").on(t.loginId, t.failedAt),
    index("sign_in_failures_address_idx").on(t.address, t.failedAt),
  ],
);
