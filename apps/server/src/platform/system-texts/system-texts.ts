import type { Db } from "../../db/client";
import { systemTexts } from "./system-texts.table";

export type SystemTextInput = { phoneNo: string; text: string; reason: string };

/**
 * Queues a service notice to one phone. Call it inside the transaction of the change it reports,
 * so the text exists exactly when the change does; the SMS gateway delivers queued texts.
 */
export async function sendSystemText(db: Db, input: SystemTextInput) {
  const [row] = await db
    .insert(systemTexts)
    .values({ phoneNo: input.phoneNo.replace(/\D/g, ""), text: input.text, reason: input.reason })
    .returning();
  if (!row) throw new Error("system text insert failed");
  return row;
}
