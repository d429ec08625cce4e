import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures } from "./auth-server.table";

export type SignInLimits = {
  /** Failed sign-ins of one account within the window before it must wait. */
  perAccount: number;
  /** Failed sign-ins from one address within the window (any accounts) before it must wait. */
  perAddress: number;
  windowMinutes: number;
};

const normalised = (loginId: string) => loginId.trim().toLowerCase();

/** Whether the account or the address has used up its failed attempts of the window. */
export async function isSignInThrottled(db: Db, limits: SignInLimits, loginId: string, address: string) {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const [byAccount] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.loginId, normalised(loginId)), gt(signInFailures.failedAt, since)));
  if ((byAccount?.n ?? 0) >= limits.perAccount) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.address, address), gt(signInFailures.failedAt, since)));
  return (byAddress?.n ?? 0) >= limits.perAddress;
}

/** Records a failed sign-in, and forgets failures older than a day. */
export async function recordSignInFailure(db: Db, loginId: string, address: string) {
  await db.insert(signInFailures).values({ loginId: normalised(loginId), address });
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(Date.now() - 24 * 3_600_000)));
}
