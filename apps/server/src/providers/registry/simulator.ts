import crypto from "node:crypto";
import dayjs from "dayjs";
import type { RegistryAddress, RegistryChange, RegistryPort } from "./port";
import { RegistryMaintenanceError } from "./port";

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

/**
 * The built-in registry office. Address search answers the parcels of the searched dong (the jibun and
 * its sub-lots, the land and the building); the change feed emits, per poll, changes for a random few
 * traced registrations (about 1 in `changeOneIn`), with purposes weighted as in real registries.
 * `isInMaintenance` is the office's maintenance window (DATA_ORDER switch of the ops CLI).
 */
export function registrySimulator(opts: {
  isInMaintenance: () => Promise<boolean>;
  random?: () => number;
  changeOneIn?: number;
}): RegistryPort {
  const random = opts.random ?? Math.random;
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
  };
}
