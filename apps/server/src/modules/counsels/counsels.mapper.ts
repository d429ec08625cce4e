import {
  type Counsel,
  type CounselRegisterRow,
  type CounselRegisterSummary,
  formatSerial,
  seoulLocalOf,
} from "@johap/contracts";
import type { CounselRow, PickerRows } from "./counsels.repository";

type AgentColumns = {
  name: string | null;
  relationType: string | null;
  relationDescription: string | null;
  birth: string | null;
  phoneNo: string | null;
};

const toAgent = (agent: AgentColumns | null): CounselRegisterSummary["agent"] =>
  agent?.name == null
    ? null
    : {
        name: agent.name,
        relationType: agent.relationType ?? "",
        relationDescription: agent.relationDescription ?? "",
        birth: agent.birth ?? "",
        phoneNo: agent.phoneNo ?? "",
      };

/** The one place a record row becomes the API's Counsel (counselAt as the Seoul local date-time). */
export function toCounsel(row: CounselRow): Counsel {
  const { counsel, owner } = row;
  return {
    counselSeq: counsel.counselSeq,
    unionSeq: counsel.unionSeq,
    unionRegisterSeq: counsel.unionRegisterSeq,
    method: counsel.method as Counsel["method"],
    counselAt: seoulLocalOf(counsel.counselAt),
    counselor: { memberSeq: counsel.counselorMemberSeq, name: row.counselorName },
    topics: counsel.topics as Counsel["topics"],
    memo: counsel.memo,
    tendency: counsel.tendency as Counsel["tendency"],
    votingWrittenType: counsel.votingWrittenType as Counsel["votingWrittenType"],
    meetAttendType: counsel.meetAttendType as Counsel["meetAttendType"],
    serviceType: counsel.serviceType,
    createdAt: counsel.createdAt.toISOString(),
    updatedAt: counsel.updatedAt.toISOString(),
    unionRegister: {
      unionRegisterSeq: owner.unionRegisterSeq,
      unionRegisterNo: formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
      name: owner.name,
      nameClass: owner.nameClass,
      ownerType: owner.ownerType,
      position: owner.position,
      positionDescription: owner.positionDescription,
      phoneNo: owner.phoneNo,
      agent: toAgent(row.agent),
    },
  };
}

type LocalRow = PickerRows["locals"][number];
const localLine = (l: LocalRow) =>
  [
    l.city,
    l.gu,
    l.dong,
    l.jibun,
    l.building,
    l.apartmentDong && `${l.apartmentDong}동`,
    l.apartmentFloor && `${l.apartmentFloor}층`,
    l.apartmentHosu && `${l.apartmentHosu}호`,
  ]
    .filter(Boolean)
    .join(" ");

/** The picker's rows: each owner with its located properties as lines and its counsel count. */
export function toPickerRows({ rows, locals }: Pick<PickerRows, "rows" | "locals">): CounselRegisterRow[] {
  const linesOf = new Map<number, string[]>();
  for (const local of locals) {
    const lines = linesOf.get(local.unionRegisterSeq) ?? [];
    lines.push(localLine(local));
    linesOf.set(local.unionRegisterSeq, lines);
  }
  return rows.map(({ owner, agent, counselCount, lastCounselAt }) => ({
    unionRegisterSeq: owner.unionRegisterSeq,
    unionRegisterNo: formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
    name: owner.name,
    nameClass: owner.nameClass,
    ownerType: owner.ownerType,
    shareType: owner.shareType,
    position: owner.position,
    positionDescription: owner.positionDescription,
    gender: owner.gender,
    birth: owner.birth,
    companyNo: owner.companyNo,
    phoneNo: owner.mainPhone.phoneNo,
    isContactAllowed: owner.mainPhone.isContactAllowed,
    realAddress: [owner.realAddress.address, owner.realAddress.detailAddress].filter(Boolean).join(" "),
    postAddress: [
      owner.postAddress.zipNo && `(${owner.postAddress.zipNo})`,
      owner.postAddress.address,
      owner.postAddress.detailAddress,
    ]
      .filter(Boolean)
      .join(" "),
    localAddresses: linesOf.get(owner.unionRegisterSeq) ?? [],
    agent: toAgent(agent),
    counselCount: Number(counselCount ?? 0),
    lastCounselAt: lastCounselAt ? seoulLocalOf(new Date(lastCounselAt)) : null,
  }));
}
