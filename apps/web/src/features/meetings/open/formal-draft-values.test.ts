import type { MeetFormalDraft } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { FORMAL_DRAFT_FILE_NAMES, infoValuesOfDraft } from "./formal-draft-values";
import { infoBodyOf } from "./open-form-values";

const draft: MeetFormalDraft = {
  sourceMeetSeq: 9,
  isMock: false,
  openType: "GENERAL",
  meetType: "SPECIAL",
  meetMethod: "ONSITE",
  name: "현장 모의 총회",
  moverName: "김조합",
  noticeFileSeq: 31,
  writtenResolutionFileSeq: null,
  unionRegisterSeqs: [1, 2, 3],
  voteAdditional: { isVoteAdditionalInputEnabled: true, voteAdditionalTitle: "연락처", voteAdditionalContent: "" },
  electronicVote: null,
  onsiteVote: {
    zipNo: "04524",
    jibunAddress: "",
    roadAddress: "서울특별시 중구 세종대로 110",
    detailAddress: "대강당",
    contactNo: "0212345678",
    attendanceRate: 20,
  },
  agendas: [
    {
      order: 1,
      name: "감사 선출의 건",
      description: "설명",
      attachFileSeq: 40,
      voteForm: "SELECT",
      voteType: "MULTI",
      selectCount: 2,
      agendaKind: "GENERAL",
      candidates: [
        { no: 1, name: "최민준", description: "", attachFileSeq: 41 },
        { no: 2, name: "정하은", description: "", attachFileSeq: null },
        { no: 3, name: "강지호", description: "", attachFileSeq: null },
      ],
    },
  ],
};

describe("infoValuesOfDraft (정식 총회로 전환)", () => {
  it("fills step 2 with the mock's settings and leaves the password and times empty", () => {
    const values = infoValuesOfDraft(draft);
    expect(values).toMatchObject({
      meetMethod: "ONSITE",
      name: "현장 모의 총회",
      moverName: "김조합",
      meetType: "SPECIAL",
      noticeFile: { fileSeq: 31, name: FORMAL_DRAFT_FILE_NAMES.notice },
      writtenResolutionFile: null,
      isVoteAdditionalInputEnabled: true,
      voteAdditionalTitle: "연락처",
      roadAddress: "서울특별시 중구 세종대로 110",
      onsiteContactNo: "0212345678",
      attendanceRate: "20",
      password: "",
      meetAt: "",
      voteStartAt: "",
    });
  });

  it("carries the agendas with their kinds, candidates and files into the create body", () => {
    const body = infoBodyOf(infoValuesOfDraft(draft));
    expect(body.agendas).toEqual([
      {
        order: 1,
        name: "감사 선출의 건",
        description: "설명",
        attachFileSeq: 40,
        voteForm: "SELECT",
        voteType: "MULTI",
        selectCount: 2,
        agendaKind: "GENERAL",
        candidates: [
          { no: 1, name: "최민준", description: "", attachFileSeq: 41 },
          { no: 2, name: "정하은", description: "", attachFileSeq: null },
          { no: 3, name: "강지호", description: "", attachFileSeq: null },
        ],
      },
    ]);
  });
});
