import type {
  AgendaKind,
  CreateMeetBody,
  MeetFormalDraft,
  MeetMethod,
  MeetType,
  OpenType,
  VoteForm,
  VoteType,
} from "@johap/contracts";

/** A chosen file: its seq once uploaded and the name shown. */
export type UploadedFile = { fileSeq: number; name: string };

export type CandidateValues = { key: string; name: string; description: string; image: UploadedFile | null };
export type AgendaValues = {
  key: string;
  order: number;
  name: string;
  description: string;
  attachFile: UploadedFile | null;
  voteForm: VoteForm;
  voteType: VoteType;
  selectCount: number;
  /** What the agenda decides, for the quorum rules (일반 안건 by default). */
  agendaKind: AgendaKind;
  candidates: CandidateValues[];
};

/** Step 2's form (open/agenda): the meeting info by method and the agendas. Times are `datetime-local` text. */
export type MeetInfoValues = {
  meetMethod: MeetMethod;
  name: string;
  moverName: string;
  meetType: MeetType;
  password: string;
  passwordConfirm: string;
  noticeFile: UploadedFile | null;
  writtenResolutionFile: UploadedFile | null;
  isVoteAdditionalInputEnabled: boolean;
  voteAdditionalTitle: string;
  voteAdditionalContent: string;
  senderName: string;
  contactNo: string;
  evoteDescription: string;
  voteStartAt: string;
  voteEndAt: string;
  submissionStartAt: string;
  submissionEndAt: string;
  meetAt: string;
  roadAddress: string;
  detailAddress: string;
  onsiteContactNo: string;
  attendanceRate: string;
  agendas: AgendaValues[];
};

/** What step 1 hands step 2 in navigation state (spec 03 §2: no ids and openType there sends back to open). */
export type OpenVotersState = {
  openType: OpenType;
  unionRegisterSeqs: number[];
  isMock: boolean;
  totalParticipantCount: number | null;
  /** 정식 총회로 전환: a completed mock meeting's settings that step 2 starts from. */
  formalDraft?: MeetFormalDraft;
};

export function isOpenVotersState(value: unknown): value is OpenVotersState {
  const state = value as Partial<OpenVotersState> | null;
  return (
    !!state &&
    typeof state.openType === "string" &&
    Array.isArray(state.unionRegisterSeqs) &&
    state.unionRegisterSeqs.length > 0
  );
}

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;

export const newCandidate = (): CandidateValues => ({ key: newKey(), name: "", description: "", image: null });

export const newAgenda = (order: number): AgendaValues => ({
  key: newKey(),
  order,
  name: "",
  description: "",
  attachFile: null,
  voteForm: "AGAINST",
  voteType: "MONO",
  selectCount: 1,
  agendaKind: "GENERAL",
  candidates: [newCandidate()],
});

export const emptyMeetInfo = (): MeetInfoValues => ({
  meetMethod: "ONSITE_ELECTRONIC",
  name: "",
  moverName: "",
  meetType: "REGULAR",
  password: "",
  passwordConfirm: "",
  noticeFile: null,
  writtenResolutionFile: null,
  isVoteAdditionalInputEnabled: false,
  voteAdditionalTitle: "",
  voteAdditionalContent: "",
  senderName: "",
  contactNo: "",
  evoteDescription: "",
  voteStartAt: "",
  voteEndAt: "",
  submissionStartAt: "",
  submissionEndAt: "",
  meetAt: "",
  roadAddress: "",
  detailAddress: "",
  onsiteContactNo: "",
  attendanceRate: "10",
  agendas: [newAgenda(1)],
});

/** A `datetime-local` value as ISO text (empty stays empty, so the schema answers 필수 값을 입력해주세요.). */
const iso = (local: string) => {
  const time = Date.parse(local);
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : "";
};

/** The info fields as the contract's step and body schemas read them. */
export function infoBodyOf(values: MeetInfoValues) {
  const hasEvote = values.meetMethod !== "ONSITE";
  const hasOnsite = values.meetMethod !== "ELECTRONIC";
  return {
    name: values.name,
    moverName: values.moverName,
    meetType: values.meetType,
    meetMethod: values.meetMethod,
    password: values.password,
    noticeFileSeq: values.noticeFile?.fileSeq as number,
    writtenResolutionFileSeq: values.writtenResolutionFile?.fileSeq as number,
    voteAdditional: {
      isVoteAdditionalInputEnabled: values.isVoteAdditionalInputEnabled,
      voteAdditionalTitle: values.voteAdditionalTitle,
      voteAdditionalContent: values.voteAdditionalContent,
    },
    electronicVote: hasEvote
      ? {
          signatureType: "ELECTRONIC" as const,
          senderName: values.senderName,
          contactNo: values.contactNo,
          description: values.evoteDescription,
          voteStartAt: iso(values.voteStartAt),
          voteEndAt: iso(values.voteEndAt),
        }
      : null,
    onsiteVote: hasOnsite
      ? {
          submissionStartAt: iso(values.submissionStartAt),
          submissionEndAt: iso(values.submissionEndAt),
          meetAt: iso(values.meetAt),
          roadAddress: values.roadAddress,
          detailAddress: values.detailAddress,
          contactNo: values.onsiteContactNo,
          attendanceRate: values.attendanceRate === "" ? Number.NaN : Number(values.attendanceRate),
        }
      : null,
    agendas: values.agendas.map((agenda) => ({
      order: agenda.order,
      name: agenda.name,
      description: agenda.description,
      attachFileSeq: agenda.attachFile?.fileSeq ?? null,
      voteForm: agenda.voteForm,
      voteType: agenda.voteType,
      selectCount: agenda.voteForm === "SELECT" && agenda.voteType === "MULTI" ? agenda.selectCount : 1,
      agendaKind: agenda.agendaKind,
      candidates: agenda.candidates.map((c, i) => ({
        no: i + 1,
        name: c.name,
        description: c.description,
        attachFileSeq: c.image?.fileSeq ?? null,
      })),
    })),
  };
}

export const createBodyOf = (voters: OpenVotersState, values: MeetInfoValues): CreateMeetBody => ({
  isMock: voters.isMock,
  openType: voters.openType,
  unionRegisterSeqs: voters.unionRegisterSeqs,
  totalParticipantCount: voters.isMock ? voters.totalParticipantCount : null,
  ...infoBodyOf(values),
});

/** Whether anything was typed or chosen (the leave confirmation). */
export const isInfoDirty = (values: MeetInfoValues) => {
  const empty = emptyMeetInfo();
  return (Object.keys(empty) as (keyof MeetInfoValues)[]).some((key) =>
    key === "agendas"
      ? values.agendas.length !== 1 || values.agendas.some((a) => a.name || a.candidates.some((c) => c.name))
      : values[key] !== empty[key],
  );
};
