import {
  ChangeMeetPasswordBodySchema,
  envelope,
  GeneralMeetingParamsSchema,
  ListMeetsExcelQuerySchema,
  ListMeetsQuerySchema,
  MeetAgendaSchema,
  MeetDetailSchema,
  MeetListItemSchema,
  MeetPasswordVerifiedSchema,
  MeetSeqParamsSchema,
  pagedEnvelope,
  UpdateMeetBodySchema,
  VerifyMeetPasswordBodySchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu, unionMenuRead } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import { assertSameUnion } from "../consents/consent-lookup";
import { scheduleMeetStart } from "./meetings-lifecycle";
import { getMeet, getMeetAgendas, listMeets, updateMeet } from "./meets.service";
import { exportMeets } from "./meets-excel";
import { changeMeetPassword, verifyMeetPassword } from "./meets-password.service";

export const HISTORY_MENU = "M1004";
export type MeetsDeps = { db: Db; jobs: Jobs; publicBaseUrl: string };

/** /v1/meets carries no union in its path: the guard takes it from the Union-Seq header (the console sends it). */
const config = { access: unionMenu(HISTORY_MENU, "header") };
const tags = ["meetings"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Password tries per meeting and member: 10 in 10 minutes on each of verify and change (then 429 E00017), so a
 * meeting's 4-character password cannot be walked through; a member's other meetings are not affected.
 */
export const MEET_PASSWORD_TRIES = { max: 10, timeWindow: "10 minutes" } as const;
const passwordLimit = {
  ...MEET_PASSWORD_TRIES,
  keyGenerator: (request: FastifyRequest) =>
    `meet-password:${(request.params as { meetSeq?: string }).meetSeq ?? ""}:${request.actor?.memberSeq ?? request.ip}`,
};

const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;

/** 총회 내역 and a meeting's detail (spec 03 §2.1, §2.2, §7; menu M1004). */
export const meetsRoutes: FastifyPluginAsyncZod<MeetsDeps> = async (app, deps) => {
  const { db, publicBaseUrl } = deps;

  app.get(
    "/v1/meets",
    {
      config,
      schema: {
        tags,
        summary: "총회 내역 (총회명, 소집권자, 상태, 방식, 개설 구분, 유형; 최신순 10건씩). 사업구역은 Union-Seq 헤더",
        querystring: ListMeetsQuerySchema,
        response: { 200: pagedEnvelope(MeetListItemSchema) },
      },
    },
    async (request) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.unionSeq, unionSeq);
      const { items, total } = await listMeets({ db, unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/meets/excel",
    {
      config,
      schema: {
        tags,
        summary: "총회 내역 엑셀 (xlsx, 시트 총회 내역; 목록의 검색 조건 적용, 파일명에 날짜)",
        querystring: ListMeetsExcelQuerySchema,
      },
    },
    async (request, reply) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.unionSeq, unionSeq);
      const { fileName, bytes } = await exportMeets({ db, unionSeq, query: request.query });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.get(
    "/v1/meets/:meetSeq",
    {
      config,
      schema: {
        tags,
        summary: "총회 상세 (전자투표, 현장투표, 추가 정보, 파일, 선거인 수, 투표 수)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(MeetDetailSchema) },
      },
    },
    async (request) =>
      ok(await getMeet({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq, publicBaseUrl })),
  );

  app.patch(
    "/v1/meets/:meetSeq",
    {
      config,
      schema: {
        tags,
        summary: "총회 정보 수정 (진행전·진행중; 일시는 진행전에만)",
        params: MeetSeqParamsSchema,
        body: UpdateMeetBodySchema,
        response: { 200: envelope(MeetDetailSchema) },
      },
    },
    async (request) => {
      const { meet, movedStartAt } = await updateMeet({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        input: request.body,
        publicBaseUrl,
      });
      // A moved start queues the start job again (the earlier one finds the meeting not due and does nothing).
      if (movedStartAt) await scheduleMeetStart(deps.jobs, meet.meetSeq, movedStartAt);
      return ok(meet);
    },
  );

  app.get(
    "/v1/meets/:meetSeq/agendas",
    {
      config,
      schema: {
        tags,
        summary: "총회 안건 (순번순, 후보와 첨부파일)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(z.array(MeetAgendaSchema)) },
      },
    },
    async (request) => ok(await getMeetAgendas({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );

  app.get(
    "/v2/general-meetings/:id/agendas",
    {
      config,
      schema: {
        tags,
        summary: "총회 안건 (v2, 참석 현황과 집계 화면): /v1/meets/{meetSeq}/agendas와 같은 응답",
        params: GeneralMeetingParamsSchema,
        response: { 200: envelope(z.array(MeetAgendaSchema)) },
      },
    },
    async (request) => ok(await getMeetAgendas({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );

  app.post(
    "/v1/meets/:meetSeq/password/verify",
    {
      // Checking the password opens the detail and changes nothing: M1004's read grant admits it.
      config: { access: unionMenuRead(HISTORY_MENU, "header"), rateLimit: passwordLimit },
      schema: {
        tags,
        summary: "총회 비밀번호 확인 (상세 진입; 총회·회원별 10분에 10회)",
        params: MeetSeqParamsSchema,
        body: VerifyMeetPasswordBodySchema,
        response: { 200: envelope(MeetPasswordVerifiedSchema) },
      },
    },
    async (request) =>
      ok(
        await verifyMeetPassword({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          password: request.body.password,
        }),
      ),
  );

  app.patch(
    "/v1/meets/:meetSeq/password",
    {
      config: { ...config, rateLimit: passwordLimit },
      schema: {
        tags,
        summary: "총회 비밀번호 변경 (이전 비밀번호 확인, 새 비밀번호 4~10자)",
        params: MeetSeqParamsSchema,
        body: ChangeMeetPasswordBodySchema,
        response: { 200: envelope(z.object({ changed: z.literal(true) })) },
      },
    },
    async (request) =>
      ok(
        await changeMeetPassword({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          previousPassword: request.body.previousPassword,
          password: request.body.password,
        }),
      ),
  );
};
