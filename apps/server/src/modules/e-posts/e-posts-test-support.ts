import type { Db } from "../../db/client";
import type { Session, TestApp } from "../../test/test-app";
import { consoleCall, consoleHeaders } from "../consents/consents-test-support";
import { registerAgents, registerFileStatus, unionRegisters } from "../register/register.table";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

export type EpostOwner = {
  name: string;
  birth?: string;
  phoneNo?: string;
  agent?: { name: string; birth: string; phoneNo: string };
};

/** Register owners with birth, phone and agents where given (a union without a register is given a confirmed one). */
export async function addEpostOwners(db: Db, unionSeq: number, owners: EpostOwner[], firstNo = 6000) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  const rows = await db
    .insert(unionRegisters)
    .values(
      owners.map((o, i) => ({
        unionSeq,
        unionRegisterNoMain: firstNo + i,
        name: o.name,
        birth: o.birth ?? "",
        mainPhone: { phoneNo: o.phoneNo ?? "", isContactAllowed: true },
        mainPhoneNo: o.phoneNo ?? "",
        realAddress: { city: "서울특별시", gu: "중구", dong: "태평로1가", jibun: "31", address: "", detailAddress: "" },
        postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "", zipNo: "04524" },
      })),
    )
    .returning({ unionRegisterSeq: unionRegisters.unionRegisterSeq });
  const agents = owners.flatMap((o, i) => (o.agent ? [{ ...o.agent, seq: rows[i]!.unionRegisterSeq }] : []));
  if (agents.length) {
    await db.insert(registerAgents).values(
      agents.map((a) => ({
        unionSeq,
        unionRegisterSeq: a.seq,
        relationType: "FAMILY",
        name: a.name,
        birth: a.birth,
        gender: "M",
        phoneNo: a.phoneNo,
      })),
    );
  }
  return rows.map((r) => r.unionRegisterSeq);
}

/** A document uploaded as the console does it: a signed URL of division UNION_ELECTRONIC_DOCUMENT, then the PUT. */
export async function uploadEpostDocument(
  t: TestApp,
  session: Session,
  opts: { bytes?: Buffer; fileName?: string; divisionCode?: string; unionSeq?: number } = {},
) {
  const bytes = opts.bytes ?? PDF;
  const unionSeq = opts.unionSeq ?? 1;
  const signed = await consoleCall(t, {
    method: "POST",
    url: "/v2/generate/upload-signed-urls",
    session,
    unionSeq,
    payload: {
      divisionCode: opts.divisionCode ?? "UNION_ELECTRONIC_DOCUMENT",
      unionSeq,
      files: [{ fileName: opts.fileName ?? "통지서.pdf", contentType: "application/pdf", size: bytes.length }],
    },
  });
  if (signed.statusCode !== 200) return { signed, put: null, fileSeq: null };
  const { url, fileSeq } = signed.json().data[0] as { url: string; fileSeq: number };
  const put = await t.app.inject({
    method: "PUT",
    url,
    headers: { ...consoleHeaders(session, unionSeq), "content-type": "application/pdf" },
    payload: bytes,
  });
  return { signed, put, fileSeq };
}
