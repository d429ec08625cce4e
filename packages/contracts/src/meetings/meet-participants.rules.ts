import { MEET_VOTER_MESSAGES as V } from "./meet-participants.schemas";
import type { EvoteProgressStatus, MeetMethod, MeetStatus } from "./meetings.constants";
import { MEET_MESSAGES as M } from "./meetings.messages";

/**
 * The voter rules of spec 03 §4 and §5 (선거인 수정, 삭제, 추가, 재발송), pure, shared by the console's forms
 * and buttons and the server's checks.
 */
export const VOTER_NAME_MAX = 30;
export const VOTER_NAME_CLASS_MAX = 20;
export const VOTER_BIRTH_LENGTH = 8;
export const VOTER_PHONE_MAX = 11;

export type VoterAgentInput = { name: string; nameClass: string; birth: string; gender: string; phoneNo: string };
export type VoterEditInput = {
  name: string;
  nameClass: string;
  ownerType: string;
  companyNo: string;
  birth: string;
  gender: string;
  phoneNo: string;
  agent: VoterAgentInput | null;
};

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** 사업자등록번호 with hyphens as typed: 10 digits as 000-00-00000, 13 as 000000-0000000 (spec 03 §5). */
export function formatCompanyNo(value: string) {
  const d = digitsOf(value).slice(0, 13);
  if (d.length <= 10) {
    if (d.length <= 3) return d;
    if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
    return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  }
  return `${d.slice(0, 6)}-${d.slice(6)}`;
}

/** An agent with nothing typed counts as no agent; one with anything typed must be complete. */
export const isAgentEmpty = (agent: VoterAgentInput | null | undefined) =>
  !agent || [agent.name, agent.nameClass, agent.birth, agent.phoneNo].every((v) => v.trim() === "");

/**
 * What the owner type removes before saving (spec 03 §5): NONE removes gender (and the owner type stays
 * NONE), PERSON removes the company number, COMPANY removes birth and gender; gender NONE clears the birth.
 * An empty agent becomes null.
 */
export function normalizeVoterEdit<T extends VoterEditInput>(input: T): T {
  const out = {
    ...input,
    name: input.name.trim(),
    nameClass: input.nameClass.trim(),
    phoneNo: digitsOf(input.phoneNo),
  };
  if (out.ownerType === "NONE") out.gender = "NONE";
  if (out.ownerType === "PERSON") out.companyNo = "";
  if (out.ownerType === "COMPANY") {
    out.birth = "";
    out.gender = "NONE";
  }
  if (out.gender === "NONE") out.birth = "";
  if (out.companyNo) out.companyNo = formatCompanyNo(out.companyNo);
  out.agent = isAgentEmpty(input.agent)
    ? null
    : {
        name: input.agent!.name.trim(),
        nameClass: input.agent!.nameClass.trim(),
        birth: digitsOf(input.agent!.birth),
        gender: input.agent!.gender,
        phoneNo: digitsOf(input.agent!.phoneNo),
      };
  return out;
}

/** The first broken rule of a (normalized) voter edit, as the spec's Korean message, else null. */
export function voterEditError(input: VoterEditInput): string | null {
  if (!input.name.trim()) return M.required;
  if (input.name.length > VOTER_NAME_MAX) return V.voterNameMax;
  if (input.nameClass.length > VOTER_NAME_CLASS_MAX) return V.voterNameClassMax;
  if (input.birth !== "" && !new RegExp(`^\\d{${VOTER_BIRTH_LENGTH}}$`).test(input.birth)) return M.birthInvalid;
  if (!/^\d{1,11}$/.test(input.phoneNo)) return M.phoneRequired;
  if (input.companyNo !== "") {
    const length = digitsOf(input.companyNo).length;
    if (length !== 10 && length !== 13) return M.companyNoInvalid;
  }
  const agent = input.agent;
  if (agent && !isAgentEmpty(agent)) {
    if (!agent.name.trim() || !agent.birth || agent.gender === "NONE" || !agent.gender || !agent.phoneNo) {
      return M.agentIncomplete;
    }
    if (agent.name.length > VOTER_NAME_MAX) return V.voterNameMax;
    if (agent.nameClass.length > VOTER_NAME_CLASS_MAX) return V.voterNameClassMax;
    if (!/^\d{8}$/.test(agent.birth)) return M.birthInvalid;
    if (!/^\d{11}$/.test(agent.phoneNo)) return V.agentPhoneInvalid;
  }
  return null;
}

type IdentityFields = Pick<VoterEditInput, "name" | "gender" | "birth" | "phoneNo" | "agent">;

/** Name, gender, birth, phone or agent changed: the fields a ballot link's identity check reads. */
export function hasIdentityChange(before: IdentityFields, after: IdentityFields) {
  const agentKey = (a: VoterAgentInput | null) =>
    a ? [a.name, a.nameClass, a.birth, a.gender, a.phoneNo].join("|") : "";
  return (
    before.name !== after.name ||
    before.gender !== after.gender ||
    before.birth !== after.birth ||
    before.phoneNo !== after.phoneNo ||
    agentKey(before.agent) !== agentKey(after.agent)
  );
}

/**
 * After saving, the resend-cost dialog appears when identity fields changed, the voter has neither opened nor
 * voted, and the meeting has electronic voting (spec 03 §4); otherwise the page returns to the list.
 */
export const offersResendAfterEdit = (opts: {
  isIdentityChanged: boolean;
  progressStatus: EvoteProgressStatus;
  meetMethod: MeetMethod;
}) =>
  opts.isIdentityChanged &&
  opts.meetMethod !== "ONSITE" &&
  opts.progressStatus !== "OPENED" &&
  opts.progressStatus !== "VOTED";

/** Voter edit is allowed only in PROCESS; for electronic methods not while the e-vote status is WAIT. */
export const canEditVoter = (meetStatus: MeetStatus, meetMethod: MeetMethod, progressStatus: EvoteProgressStatus) =>
  meetStatus === "PROCESS" && !(meetMethod !== "ONSITE" && progressStatus === "WAIT");

/** Adding voters: BEFORE or PROCESS. Deleting: PROCESS only (spec 03 §4). */
export const canAddVoters = (meetStatus: MeetStatus) => meetStatus === "BEFORE" || meetStatus === "PROCESS";
export const canDeleteVoters = (meetStatus: MeetStatus) => meetStatus === "PROCESS";

/**
 * A voter row's checkbox is disabled when the meeting is COUNTING or COMPLETE; for electronic methods while
 * the voter's link is WAIT; for ONSITE while the meeting is not PROCESS (spec 03 §4).
 */
export function isVoterRowSelectable(
  meetStatus: MeetStatus,
  meetMethod: MeetMethod,
  progressStatus: EvoteProgressStatus,
) {
  if (meetStatus === "COUNTING" || meetStatus === "COMPLETE") return false;
  if (meetMethod === "ONSITE") return meetStatus === "PROCESS";
  return progressStatus !== "WAIT";
}

/**
 * Electronic resend is offered when the meeting is PROCESS and the voter is neither VOTED nor WITH, or when the
 * meeting is not PROCESS and nothing was sent yet (NONE); never for an ONSITE meeting (spec 03 §4).
 */
export function canResend(meetStatus: MeetStatus, meetMethod: MeetMethod, progressStatus: EvoteProgressStatus) {
  if (meetMethod === "ONSITE") return false;
  if (meetStatus === "PROCESS") return progressStatus !== "VOTED" && progressStatus !== "WITH";
  return progressStatus === "NONE";
}

/** Resend (and encouragement) only until 24 hours before the e-vote closes (spec 03 §9). */
export const isResendWindowOpen = (voteEndAt: Date, now: Date, closeBeforeMs: number) =>
  now.getTime() < voteEndAt.getTime() - closeBeforeMs;

/**
 * Missing information: gender, birth, phone and name are not all present, unless the agent has all of them
 * (spec 03 §5).
 */
export function isVoterInfoMissing(voter: Pick<VoterEditInput, "name" | "gender" | "birth" | "phoneNo" | "agent">) {
  const complete = (v: { name: string; gender: string; birth: string; phoneNo: string }) =>
    Boolean(v.name.trim()) && Boolean(v.gender) && v.gender !== "NONE" && Boolean(v.birth) && Boolean(v.phoneNo);
  return !complete(voter) && !(voter.agent && complete(voter.agent));
}

/** 연번 filter n or n-m: the main and sub numbers it names (sub null when only n is given). */
export function parseRegisterNoFilter(value: string | undefined): { main: number; sub: number | null } | null {
  if (!value) return null;
  const [main, sub] = value.split("-");
  if (!main || !/^\d+$/.test(main)) return null;
  return { main: Number(main), sub: sub && /^\d+$/.test(sub) ? Number(sub) : null };
}
