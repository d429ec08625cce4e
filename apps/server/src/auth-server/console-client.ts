import { CONSOLE_CLIENT_ID } from "@johap/contracts";
import type { Db } from "../db/client";
import { oauthClients } from "./auth-server.table";

/** Registers the console as an OAuth client with exactly the configured callback URIs. */
export async function ensureConsoleClient(db: Db, origins: string[]) {
  const redirectUris = origins.map((o) => `${o.replace(/\/$/, "")}/auth/callback`);
  await db
    .insert(oauthClients)
    .values({ clientId: CONSOLE_CLIENT_ID, name: "조합 OMS 콘솔", redirectUris })
    .onConflictDoUpdate({ target: oauthClients.clientId, set: { redirectUris } });
}
