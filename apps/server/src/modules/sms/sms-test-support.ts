import type { Db } from "../../db/client";
import { registerFileStatus, unionRegisters } from "../register/register.table";
import { smsCallers } from "./sms.table";

export const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export type Upload = { field?: string; name: string; type: string; bytes: Buffer };

/** A multipart body: scalar fields, then file parts (field `files` unless given). */
export function multipartBody(fields: Record<string, string>, uploads: Upload[] = []) {
  const boundary = "----johapsmstest";
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of uploads) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "files"}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Polls until `check` returns a value (jobs run on their own schedule). */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Minimal register owners with phones (contact consent unless `isContactAllowed: false`), for recipient tests.
 * A union shows owners only once its register is converted or confirmed: one without a register is given a
 * confirmed one, as owners come to a union.
 */
export async function addOwners(
  db: Db,
  unionSeq: number,
  people: { name: string; phoneNo: string; isContactAllowed?: boolean }[],
  firstNo = 9000,
) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  return db
    .insert(unionRegisters)
    .values(
      people.map((p, i) => ({
        unionSeq,
        unionRegisterNoMain: firstNo + i,
        name: p.name,
        mainPhone: { phoneNo: p.phoneNo, isContactAllowed: p.isContactAllowed ?? true },
        mainPhoneNo: p.phoneNo,
        realAddress: { city: "서울특별시", gu: "중구", dong: "태평로1가", jibun: "31", address: "", detailAddress: "" },
        postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "", zipNo: "04524" },
      })),
    )
    .returning({ unionRegisterSeq: unionRegisters.unionRegisterSeq });
}

export async function addApprovedCaller(db: Db, unionSeq: number, outgoingPhoneNo: string) {
  const [row] = await db
    .insert(smsCallers)
    .values({
      unionSeq,
      outgoingPhoneNo,
      name: "테스트 조합",
      emergencyPhoneNo: "01011112222",
      status: "C",
      approvedAt: new Date(),
      createdBy: 1,
      files: {
        communicationFileSeq: null,
        attorneyFileSeq: null,
        businessFileSeq: null,
        employmentFileSeq: null,
        identityFileSeq: null,
      },
    })
    .returning();
  return row!;
}
