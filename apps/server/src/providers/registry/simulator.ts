import crypto from "node:crypto";
import dayjs from "dayjs";
import type { RegistryAddress, RegistryChange, RegistryDocumentRequest, RegistryPort } from "./port";
import { RegistryMaintenanceError } from "./port";
import { renderRegistryDocumentOnThread } from "./registry-documents-thread";

const PURPOSES = [
  { purpose: "소유권이전", weight: 5 },
  { purpose: "근저당권설정", weight: 4 },
  { purpose: "압류", weight: 2 },
  { purpose: "가압류", weight: 2 },
  { purpose: "근저당권말소", weight: 2 },
  { purpose: "전세권설정", weight: 1 },
] as const;
const STEPS = ["접수", "조사", "기입", "교합", "완료"] as const;

const TOTAL_WEIGHT = PURPOSES.reduce((sum, p) => sum + p.weight, 0);

/** The purpose at a point in [0, 1) of the weighted list. */
function weightedPurpose(point: number) {
  let rest = point * TOTAL_WEIGHT;
  for (const p of PURPOSES) {
    rest -= p.weight;
    if (rest < 0) return p;
  }
  return PURPOSES[0];
}

const hash = (text: string) => crypto.createHash("sha256").update(text).digest();

/** Registration number in the registry's 0000-0000-000000 form, stable for an address. */
export function registrationNoOf(address: string): string {
  const h = hash(address);
  const area = 1100 + (h.readUInt16BE(0) % 90);
  const year = 1980 + (h[2]! % 45);
  const serial = h.readUInt32BE(3) % 1_000_000;
  return `${area}-${year}-${String(serial).padStart(6, "0")}`;
}

/** One in this many documents fails at the office (by its address and code, so the same order fails alike). */
export const DOCUMENT_FAILURE_ONE_IN = 20;

/**
 * Why the office refuses a document, or null when it issues it: an address marked 미등기 has no registration;
 * one marked 폐쇄 is a closed record, refused while only 현행 (current) records are asked for; and about one
 * document in DOCUMENT_FAILURE_ONE_IN fails, picked by the hash of its address and code (deterministic).
 */
export function simulatedDocumentFailure(
  request: Pick<RegistryDocumentRequest, "registrationAddress" | "documentCode" | "options">,
): string | null {
  const address = request.registrationAddress;
  if (address.includes("미등기")) return "등기기록이 존재하지 않는 부동산입니다.";
  if (address.includes("폐쇄") && request.options.recordState === "A") {
    return "폐쇄된 등기기록입니다. 기록 상태를 폐쇄 또는 현행+폐쇄로 선택해 주세요.";
  }
  if (hash(`${address}#${request.documentCode}`)[0]! % DOCUMENT_FAILURE_ONE_IN === 0) {
    return ["TD", "GD", "JD"].includes(request.documentCode)
      ? "등기소 전산 처리 중 오류가 발생하여 발급되지 않았습니다."
      : "해당 부동산의 대장 정보를 찾을 수 없습니다.";
  }
  return null;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
/** 2025-03-05 14:30:12 in Seoul time. */
const seoulTime = (at: Date) => {
  const s = new Date(at.getTime() + 9 * 3_600_000);
  return `${s.getUTCFullYear()}-${pad2(s.getUTCMonth() + 1)}-${pad2(s.getUTCDate())} ${pad2(s.getUTCHours())}:${pad2(s.getUTCMinutes())}:${pad2(s.getUTCSeconds())}`;
};

/**
 * The built-in registry office. Address search answers the parcels of the searched dong (the jibun and
 * its sub-lots, the land and the building); the change feed emits, per poll, changes for a random few
 * traced registrations (about 1 in `changeOneIn`), with purposes weighted as in real registries.
 * `isInMaintenance` is the office's maintenance window (DATA_ORDER switch of the ops CLI). Ordered documents are
 * ready `issueSeconds` after the order; then each is refused (simulatedDocumentFailure) or issued as a PDF made
 * on the registry document thread from the register's rights. The office keeps no state of its own: the order
 * number and ready time live with the union's document rows (document_issuance_documents).
 */
export function registrySimulator(opts: {
  isInMaintenance: () => Promise<boolean>;
  random?: () => number;
  changeOneIn?: number;
  issueSeconds?: number;
}): RegistryPort {
  const random = opts.random ?? Math.random;
  const issueMs = (opts.issueSeconds ?? 20) * 1000;
  const changeOneIn = opts.changeOneIn ?? 50;
  return {
    async findAddresses(query) {
      if (await opts.isInMaintenance()) throw new RegistryMaintenanceError("registry maintenance");
      const text = query.trim().replace(/\s+/g, " ");
      const match = /^(.*?)(\d+)(?:-(\d+))?$/.exec(text);
      if (!match) return [];
      const [, prefix = "", main = "", sub] = match;
      const lots = sub ? [`${main}-${sub}`] : [main, ...Array.from({ length: 4 }, (_, i) => `${main}-${i + 1}`)];
      const out: RegistryAddress[] = [];
      for (const lot of lots) {
        const base = `${prefix.trim()} ${lot}`.trim();
        out.push({
          registrationAddress: base,
          registrationNo: registrationNoOf(`${base}#LAND`),
          registrationType: "LAND",
        });
        out.push({
          registrationAddress: base,
          registrationNo: registrationNoOf(`${base}#BUILDING`),
          registrationType: "BUILDING",
        });
      }
      return out;
    },
    async pollChanges(registrationNos, now) {
      const changes: RegistryChange[] = [];
      for (const registrationNo of registrationNos) {
        if (random() * changeOneIn >= 1) continue;
        const purpose = weightedPurpose(random());
        changes.push({
          registrationNo,
          registrationPurpose: purpose.purpose,
          receivedAt: dayjs(now)
            .subtract(Math.floor(random() * 3), "day")
            .format("YYYYMMDD"),
          receiptStep: STEPS[Math.floor(random() * STEPS.length)] ?? "접수",
        });
      }
      return changes;
    },
    async orderDocument(request, now) {
      if (await opts.isInMaintenance()) throw new RegistryMaintenanceError("registry maintenance");
      const day = seoulTime(now).slice(0, 10).replaceAll("-", "");
      const serial = hash(request.orderKey).readUInt32BE(0) % 100_000_000;
      return {
        registryOrderNo: `${day}-${String(serial).padStart(8, "0")}`,
        readyAt: new Date(now.getTime() + issueMs),
      };
    },
    async collectDocument(request, now) {
      if (await opts.isInMaintenance()) throw new RegistryMaintenanceError("registry maintenance");
      if (now < request.readyAt) return { status: "PENDING" };
      const reason = simulatedDocumentFailure(request);
      if (reason) return { status: "FAILED", reason };
      const { readyAt, ...input } = request;
      const pdf = await renderRegistryDocumentOnThread({ ...input, issuedAt: seoulTime(readyAt) });
      return { status: "ISSUED", pdf };
    },
  };
}
