import {
  AGREEMENTS_FILE_NAME,
  AGREEMENTS_SHEET_NAME,
  commonCodeLabels,
  type ListAgreementRegistersQuery,
  AGREEMENT_MESSAGES as M,
  type SaveAgreementInput,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import { findOwnerSeqs } from "../register/register.repository";
import { toAgreementRegister } from "./agreements.mapper";
import { listAgreementRows, saveResponses } from "./agreements.repository";

type Ctx = { db: Db; unionSeq: number };

/** GET consents/registers (spec 04 §2.7, §7): the register's owners with their consent status, filtered, paged. */
export async function listAgreementRegisters({ db, unionSeq, query }: Ctx & { query: ListAgreementRegistersQuery }) {
  const { rows, total } = await listAgreementRows(db, unionSeq, query);
  return { items: rows.map(toAgreementRegister), total };
}

/**
 * POST consents {unionRegisterSeqs, consentStatus, responseAt}: sets the status (and the response date, none for
 * NONE) of the selected owners of the union in one transaction, each change kept in the history. An owner of
 * another union, or one the register does not show, refuses the whole request.
 */
export async function saveAgreement({ db, unionSeq, actor, input }: Ctx & { actor: Actor; input: SaveAgreementInput }) {
  const found = await findOwnerSeqs(db, unionSeq, input.unionRegisterSeqs);
  if (found.length !== input.unionRegisterSeqs.length) throw badRequest(M.notInRegister);
  await db.transaction((tx) =>
    saveResponses(tx, {
      unionSeq,
      seqs: input.unionRegisterSeqs,
      consentStatus: input.consentStatus,
      responseAt: input.responseAt,
      memberSeq: actor.memberSeq,
    }),
  );
  return {
    updatedCount: input.unionRegisterSeqs.length,
    consentStatus: input.consentStatus,
    responseAt: input.responseAt,
  };
}

const COLUMNS = [
  { header: "일련번호", width: 10 },
  { header: "이름", width: 14 },
  { header: "연락처", width: 16 },
  { header: "대리인", width: 12 },
  { header: "대리인 연락처", width: 16 },
  { header: "소재지", width: 48 },
  { header: "동의 현황", width: 10 },
  { header: "응답일", width: 12 },
  { header: "변경 일시", width: 18 },
] as const;

/** The download 동의_현황.xlsx, sheet 동의 현황 내역 (spec 04 §9): every owner matching the list's filters. */
export async function exportAgreements({ db, unionSeq, query }: Ctx & { query: ListAgreementRegistersQuery }) {
  const { rows } = await listAgreementRows(db, unionSeq, query, false);
  const labels = commonCodeLabels("UNION_AGREEMENT_RESPONSE_TYPE");
  const bytes = await sheetBytes(AGREEMENTS_SHEET_NAME, COLUMNS, (sheet) => {
    for (const row of rows.map(toAgreementRegister)) {
      sheet.add([
        row.unionRegisterNo,
        row.name.name,
        row.mainPhone.phoneNo,
        row.agent?.name ?? "",
        row.agent?.phoneNo ?? "",
        row.localAddresses.join("\n"),
        labels[row.consentStatus] ?? row.consentStatus,
        row.responseAt ?? "",
        seoulTimeCell(row.modifiedAt ? new Date(row.modifiedAt) : null),
      ]);
    }
  });
  return { fileName: AGREEMENTS_FILE_NAME, bytes };
}
