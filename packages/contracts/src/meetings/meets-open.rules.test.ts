import { describe, expect, it } from "vitest";
import { MEET_OPEN_MESSAGES as M } from "./meets-open.messages";
import {
  agendaOrdersProblem,
  agendaProblem,
  evotePeriodProblem,
  isPositionAllowed,
  meetOpenCost,
  meetPricePerVoter,
  meetStartOf,
  onsitePeriodProblem,
  votersProblem,
} from "./meets-open.rules";
import { CreateMeetBodySchema, MeetInfoStepSchema } from "./meets-open.schemas";

const agenda = (voteForm: "AGAINST" | "SELECT", voteType: "MONO" | "MULTI", candidateCount: number, selectCount = 1) =>
  agendaProblem({ order: 1, voteForm, voteType, selectCount, candidateCount });

describe("opening rules (spec 03 §5)", () => {
  it("asks for voters, at most 10 in a mock meeting, a total within 10,000 and not below the real count", () => {
    expect(votersProblem({ realCount: 0, isMock: false })).toBe("선거인을 선택하세요.");
    expect(votersProblem({ realCount: 11, isMock: true })).toBe(
      "모의 투표를 진행하시는 경우 선거인은 최대 10명까지 선택할 수 있습니다",
    );
    expect(votersProblem({ realCount: 10, isMock: true, totalCount: 100 })).toBeNull();
    expect(votersProblem({ realCount: 10, isMock: true, totalCount: 10_001 })).toBe(
      "선거인 수는 10,000명을 초과할 수 없습니다",
    );
    expect(votersProblem({ realCount: 10, isMock: true, totalCount: 9 })).toBe(
      "전체 선거인 수는 실제 선거인 수보다 적을 수 없습니다",
    );
    expect(votersProblem({ realCount: 500, isMock: false })).toBeNull();
  });

  it("checks each agenda type's candidates", () => {
    expect(agenda("AGAINST", "MONO", 1)).toBeNull();
    expect(agenda("AGAINST", "MONO", 2)).toBe(M.againstMonoOneCandidate);
    expect(agenda("AGAINST", "MULTI", 1)).toBe("후보 수는 2명 이하일 수 없습니다");
    expect(agenda("AGAINST", "MULTI", 3)).toBeNull();
    expect(agenda("SELECT", "MONO", 1)).toBe("후보 수는 2명 이하일 수 없습니다");
    expect(agenda("SELECT", "MONO", 2)).toBeNull();
    expect(agenda("SELECT", "MULTI", 4, 1)).toBe(M.selectCountMin);
    expect(agenda("SELECT", "MULTI", 2, 2)).toBe("후보 수가 복수선택 수보다 적을 수 없습니다");
    expect(agenda("SELECT", "MULTI", 3, 2)).toBeNull();
    expect(agenda("SELECT", "MONO", 0)).toBe("필수 값을 입력해주세요.");
    expect(agendaOrdersProblem([1, 2, 2])).toBe("안건 순번 중복 오류");
    expect(agendaOrdersProblem([2, 1])).toBeNull();
  });

  it("orders the e-vote and on-site times", () => {
    const at = (h: number) => new Date(Date.UTC(2026, 11, 1, h)).toISOString();
    expect(evotePeriodProblem({ voteStartAt: at(2), voteEndAt: at(1) })).toBe(M.evoteEndBeforeStart);
    expect(evotePeriodProblem({ voteStartAt: at(1), voteEndAt: at(5), onsiteMeetAt: at(4) })).toBe(
      M.evoteEndAfterMeetAt,
    );
    expect(evotePeriodProblem({ voteStartAt: at(1), voteEndAt: at(4), onsiteMeetAt: at(4) })).toBeNull();
    expect(onsitePeriodProblem({ submissionStartAt: at(3), submissionEndAt: at(2), meetAt: at(5) })).toBe(
      M.submissionEndBeforeStart,
    );
    expect(onsitePeriodProblem({ submissionStartAt: at(1), submissionEndAt: at(6), meetAt: at(5) })).toBe(
      M.meetAtBeforeSubmissionEnd,
    );
    expect(onsitePeriodProblem({ submissionStartAt: at(1), submissionEndAt: at(5), meetAt: at(5) })).toBeNull();
    expect(
      meetStartOf({ electronicVote: { voteStartAt: at(3) }, onsiteVote: { submissionStartAt: at(2) } })?.toISOString(),
    ).toBe(at(2));
  });

  it("filters positions by open type and prices voters by method", () => {
    expect(isPositionAllowed("DELEGATE", "대의원")).toBe(true);
    expect(isPositionAllowed("DELEGATE", "이사")).toBe(false);
    expect(isPositionAllowed("BOARD", "상근이사")).toBe(true);
    expect(isPositionAllowed("GENERAL", "")).toBe(true);
    expect(meetPricePerVoter("ELECTRONIC")).toBe(500);
    expect(meetPricePerVoter("ONSITE")).toBe(300);
    expect(meetPricePerVoter("ONSITE_ELECTRONIC")).toBe(700);
    expect(meetOpenCost("ONSITE_ELECTRONIC", 3)).toBe(2100);
  });

  it("the body and step schemas answer the first message", () => {
    const base = {
      openType: "GENERAL",
      unionRegisterSeqs: [1],
      name: "정기총회",
      moverName: "홍길동",
      meetType: "REGULAR",
      meetMethod: "ONSITE",
      password: "12",
      noticeFileSeq: 1,
      writtenResolutionFileSeq: 2,
      agendas: [{ order: 1, name: "안건", voteForm: "AGAINST", voteType: "MONO", candidates: [{ no: 1, name: "안" }] }],
    };
    const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(first(CreateMeetBodySchema.safeParse(base))).toBe("비밀번호는 4자이상 입력하세요.");
    expect(first(CreateMeetBodySchema.safeParse({ ...base, password: "1234" }))).toBe("필수 값을 입력해주세요.");
    expect(
      first(MeetInfoStepSchema.safeParse({ ...base, password: "1234", passwordConfirm: "1235", onsiteVote: null })),
    ).toBe("비밀번호가 일치하지 않습니다.");
  });
});
