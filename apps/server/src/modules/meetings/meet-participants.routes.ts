import {
  AddParticipantsBodySchema,
  AddParticipantsResultSchema,
  DeleteParticipantBodySchema,
  EvoteHistorySchema,
  envelope,
  GeneralMeetingParamsSchema,
  ListParticipantsQuerySchema,
  MeetParticipantParamsSchema,
  MeetParticipantSchema,
  MeetParticipantsPageSchema,
  MeetSeqOnlyParamsSchema,
  ParticipantCandidateSchema,
  ParticipantCandidatesQuerySchema,
  pagedEnvelope,
  UpdateParticipantBodySchema,
  UpdateParticipantResultSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import { exportParticipants } from "./meet-participants.excel";
import {
  addParticipants,
  deleteParticipant,
  getParticipant,
  listEvoteHistories,
  listParticipantCandidates,
  listParticipants,
  updateParticipant,
} from "./meet-participants.service";

/** Menu of everything about an opened meeting (history, detail, voters). */
export const HISTORY_MENU = "M1004";
/** /v1/meets and /v2/general-meetings carry no union in the path: the guard reads the Union-Seq header. */
export const meetVotersAccess = { access: unionMenu(HISTORY_MENU, "header") };
export const tags = ["meetings"];
export const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const base = "/v1/meets/:meetSeq/participants";

/** 선거인 목록, 선거인 관리, 선거인 수정 (spec 03 §2.3-2.5, §4, §5 and §7). */
export const meetParticipantsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = meetVotersAccess;

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary:
          "선거인 목록 (연번 n-m, 이름, 전화번호, 기간, 전자투표 상태, 재발송 여부, 성향, 참석 예정, 서면 제출 검색; 연번순, 페이지). totalCount = 전체, pagination = 조회 목록",
        params: MeetSeqOnlyParamsSchema,
        querystring: ListParticipantsQuerySchema,
        response: { 200: MeetParticipantsPageSchema },
      },
    },
    async (request) => {
      const { items, filtered, total } = await listParticipants({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return { ...paged(items, filtered), totalCount: total };
    },
  );

  app.get(
    "/v2/general-meetings/:id/participants",
    {
      config,
      schema: {
        tags,
        summary: "선거인 목록 (v2, 참석 현황 화면): /v1/meets/{meetSeq}/participants와 같은 검색과 응답",
        params: GeneralMeetingParamsSchema,
        querystring: ListParticipantsQuerySchema,
        response: { 200: MeetParticipantsPageSchema },
      },
    },
    async (request) => {
      const { items, filtered, total } = await listParticipants({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.id,
        query: request.query,
      });
      return { ...paged(items, filtered), totalCount: total };
    },
  );

  app.get(
    `${base}/excel`,
    {
      config,
      schema: {
        tags,
        summary: "선거인 목록 내역 다운 (xlsx; 목록의 검색 조건 적용, 투표 내용은 없음)",
        params: MeetSeqOnlyParamsSchema,
        querystring: ListParticipantsQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportParticipants({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.get(
    `${base}/candidates`,
    {
      config,
      schema: {
        tags,
        summary: "선거인 추가하기: 조합원 명부 중 아직 선거인이 아닌 조합원 (이름, 연번 검색; 연번순, 페이지)",
        params: MeetSeqOnlyParamsSchema,
        querystring: ParticipantCandidatesQuerySchema,
        response: { 200: pagedEnvelope(ParticipantCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listParticipantCandidates({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "선거인 추가 (진행전, 진행중만; 조합의 조합원만; 추가 이력)",
        params: MeetSeqOnlyParamsSchema,
        body: AddParticipantsBodySchema,
        response: { 200: envelope(AddParticipantsResultSchema) },
      },
    },
    async (request) =>
      ok(
        await addParticipants({
          db,
          actor: request.actor!,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          body: request.body,
        }),
      ),
  );

  app.get(
    `${base}/:meetParticipantSeq`,
    {
      config,
      schema: {
        tags,
        summary: "선거인 상세",
        params: MeetParticipantParamsSchema,
        response: { 200: envelope(MeetParticipantSchema) },
      },
    },
    async (request) => ok(await getParticipant({ db, unionSeq: unionOf(request), ...request.params })),
  );

  app.put(
    `${base}/:meetParticipantSeq`,
    {
      config,
      schema: {
        tags,
        summary: "선거인 수정 (진행중만, 전자투표 전송대기 중 불가; 소유자 유형별 항목 제거; 수정 이력)",
        params: MeetParticipantParamsSchema,
        body: UpdateParticipantBodySchema,
        response: { 200: envelope(UpdateParticipantResultSchema) },
      },
    },
    async (request) =>
      ok(
        await updateParticipant({
          db,
          actor: request.actor!,
          unionSeq: unionOf(request),
          ...request.params,
          body: request.body,
        }),
      ),
  );

  app.delete(
    `${base}/:meetParticipantSeq`,
    {
      config,
      schema: {
        tags,
        summary: "선거인 삭제 (진행중만; 총회 비밀번호와 삭제 사유; 삭제 이력)",
        params: MeetParticipantParamsSchema,
        body: DeleteParticipantBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) =>
      ok(
        await deleteParticipant({
          db,
          actor: request.actor!,
          unionSeq: unionOf(request),
          ...request.params,
          body: request.body,
        }),
      ),
  );

  app.get(
    // The spec writes this path's voter as {id} (spec 03 §7).
    `${base}/:id/electronic-vote-histories`,
    {
      config,
      schema: {
        tags,
        summary: "선거인의 전자투표 발송 이력 (발송, 재발송, 독려; 최신순)",
        params: MeetSeqOnlyParamsSchema.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.array(EvoteHistorySchema)) },
      },
    },
    async (request) =>
      ok(
        await listEvoteHistories({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          meetParticipantSeq: request.params.id,
        }),
      ),
  );
};
