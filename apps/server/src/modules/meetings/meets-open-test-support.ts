import type { CreateMeetBody } from "@johap/contracts";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Session, TestApp } from "../../test/test-app";
import { consoleHeaders } from "../consents/consents-test-support";
import { unionRegisters } from "../register/register.table";
import { multipartBody, PDF, PNG } from "../sms/sms-test-support";

export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

/** Uploads one file of division MEET through POST /v1/files; answers its fileSeq. */
export async function uploadMeetFile(t: TestApp, session: Session, unionSeq: number, kind: "pdf" | "png") {
  const file =
    kind === "pdf"
      ? { name: "공고문.pdf", type: "application/pdf", bytes: PDF }
      : { name: "후보.png", type: "image/png", bytes: PNG };
  const body = multipartBody({ divisionCode: "MEET" }, [file]);
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/files",
    headers: { ...consoleHeaders(session, unionSeq), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`meet file upload failed: ${response.body}`);
  return response.json().data[0].fileSeq as number;
}

/** Gives register owners a position detail (직책상세 under 조합임원): 대의원, 이사 ... */
export async function setPositions(db: Db, seqs: number[], positionDescription: string) {
  await db
    .update(unionRegisters)
    .set({ position: "EXECUTIVE", positionDescription })
    .where(inArray(unionRegisters.unionRegisterSeq, seqs));
}

export type MeetFiles = { pdf: number; png: number };

/** A notice PDF and a candidate image of division MEET, as the opening wizard uploads them. */
export const uploadMeetFiles = async (t: TestApp, session: Session, unionSeq: number): Promise<MeetFiles> => ({
  pdf: await uploadMeetFile(t, session, unionSeq, "pdf"),
  png: await uploadMeetFile(t, session, unionSeq, "png"),
});

/**
 * A valid POST /v1/meets body of an ONSITE_ELECTRONIC meeting with two agendas (an against vote and a select of
 * three with images): written submissions and the e-vote from an hour ahead, the e-vote ending in 2 days, the
 * meeting in 3 days.
 */
export function meetBody(files: MeetFiles, unionRegisterSeqs: number[], over: Partial<CreateMeetBody> = {}) {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const body: CreateMeetBody = {
    isMock: false,
    openType: "GENERAL",
    unionRegisterSeqs,
    name: "2026년 정기총회",
    moverName: "홍길동",
    meetType: "REGULAR",
    meetMethod: "ONSITE_ELECTRONIC",
    password: "meet1234",
    noticeFileSeq: files.pdf,
    writtenResolutionFileSeq: files.pdf,
    voteAdditional: { isVoteAdditionalInputEnabled: true, voteAdditionalTitle: "동호수", voteAdditionalContent: "" },
    electronicVote: {
      signatureType: "ELECTRONIC",
      senderName: "한빛재개발조합",
      contactNo: "0212345678",
      description: "전자투표 안내",
      voteStartAt: at(HOUR),
      voteEndAt: at(2 * DAY),
    },
    onsiteVote: {
      submissionStartAt: at(HOUR),
      submissionEndAt: at(2 * DAY),
      meetAt: at(3 * DAY),
      roadAddress: "서울특별시 중구 세종대로 110",
      detailAddress: "대강당",
      attendanceRate: 10,
    },
    agendas: [
      {
        order: 1,
        name: "조합 정관 변경의 건",
        voteForm: "AGAINST",
        voteType: "MONO",
        candidates: [{ no: 1, name: "정관 변경안" }],
      },
      {
        order: 2,
        name: "조합장 선출의 건",
        voteForm: "SELECT",
        voteType: "MONO",
        candidates: [
          { no: 1, name: "김철수", attachFileSeq: files.png },
          { no: 2, name: "이영희", attachFileSeq: files.png },
          { no: 3, name: "박민수" },
        ],
      },
    ],
    ...over,
  };
  return body;
}
