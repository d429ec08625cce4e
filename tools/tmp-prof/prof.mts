import os from "node:os"; import fs from "node:fs"; import path from "node:path";
import { openDatabase } from "/work/main/apps/server/src/db/client";
import { seedDemo } from "/work/main/apps/server/src/db/seed/demo-seed";
import { insertMessage, insertRecipients } from "/work/main/apps/server/src/modules/sms/sms.repository";
import { SendSmsBodySchema } from "/work/main/packages/contracts/src";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prof-"));
const h = await openDatabase({ dataDir: dir });
await h.migrate(); await seedDemo(h.db);
const recips = Array.from({ length: 10000 }, (_, i) => ({ unionRegisterSeq: null, name: `수신자${i}`, phoneNo: `010${10000000 + i}` }));
const parsed = SendSmsBodySchema.parse({ outgoingPhoneNo: "0212345678", sendType: "IMMEDIATE", message: "hi", recipients: recips });
const sms = await insertMessage(h.db, { unionSeq: 1, outgoingPhoneNo: "x", smsType: "SMS", sendType: "IMMEDIATE", sendStatus: "WAIT", recipientCount: 1, unitCost: 20, totalCost: 20, requestedBy: 1, idempotencyKey: "k" });
let t = performance.now();
await insertRecipients(h.db, sms.smsId, parsed.recipients, "WAIT");
console.log("recips", performance.now() - t);

for (let k = 0; k < 3; k++) {
  const sms2 = await insertMessage(h.db, { unionSeq: 1, outgoingPhoneNo: "x", smsType: "SMS", sendType: "IMMEDIATE", sendStatus: "WAIT", recipientCount: 1, unitCost: 20, totalCost: 20, requestedBy: 1, idempotencyKey: "k" + k });
  t = performance.now();
  await insertRecipients(h.db, sms2.smsId, parsed.recipients, "WAIT");
  console.log("recips warm", performance.now() - t);
}
t = performance.now();
await h.db.transaction(async (tx) => { const s3 = await insertMessage(tx as any, { unionSeq: 1, outgoingPhoneNo: "x", smsType: "SMS", sendType: "IMMEDIATE", sendStatus: "WAIT", recipientCount: 1, unitCost: 20, totalCost: 20, requestedBy: 1, idempotencyKey: "kt" }); await insertRecipients(tx as any, s3.smsId, parsed.recipients, "WAIT"); });
console.log("in tx", performance.now() - t);
await h.close();
