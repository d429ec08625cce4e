import {
  CreatePromotionUserBodySchema,
  envelope,
  ListPromotionHistoriesQuerySchema,
  ListPromotionMeetsExcelQuerySchema,
  ListPromotionMeetsQuerySchema,
  ListPromotionUsersExcelQuerySchema,
  ListPromotionUsersQuerySchema,
  MeetSeqParamsSchema,
  PromotionAccountSentSchema,
  PromotionAccountUpdatedSchema,
  PromotionConnectionHistorySchema,
  PromotionExecutionHistorySchema,
  PromotionMeetSchema,
  PromotionUserCountsSchema,
  PromotionUserParamsSchema,
  PromotionUserSavedSchema,
  PromotionUserSchema,
  pagedEnvelope,
  SendPromotionAccountsBodySchema,
  UpdatePromotionAccountsBodySchema,
  UpdatePromotionUserBodySchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import { assertSameUnion } from "../consents/consent-lookup";
import { exportPromotionMeets, exportPromotionUsers } from "./promotion.excel";
import {
  createPromotionUser,
  getPromotionMeet,
  getPromotionUser,
  listConnectionHistories,
  listExecutionHistories,
  listPromotionMeets,
  listPromotionUsers,
  promotionCounts,
  sendPromotionAccounts,
  updatePromotionAccounts,
  updatePromotionUser,
} from "./promotion.service";

export const PROMOTION_MENU = "M1006";
/** The promotion calls carry no union in their paths: the guard takes it from the Union-Seq header. */
const config = { access: unionMenu(PROMOTION_MENU, "header") };
const tags = ["promotion"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;

/** 홍보 관리 (spec 03 §2.11, §7 Promotion; menu M1006): meetings, heads and managers, accounts, histories. */
export const promotionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/promotion-meets",
    {
      config,
      schema: {
        tags,
        summary:
          "홍보 관리 총회 목록 (총회명, 기간, 방식, 유형; 홍보 팀장·담당자 수; 10건씩). 사업구역은 Union-Seq 헤더",
        querystring: ListPromotionMeetsQuerySchema,
        response: { 200: pagedEnvelope(PromotionMeetSchema) },
      },
    },
    async (request) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.unionSeq, unionSeq);
      const { items, total } = await listPromotionMeets({ db, unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/promotion-meets/excel",
    {
      config,
      schema: {
        tags,
        summary: "홍보 관리 총회 목록 엑셀 (xlsx, 시트 홍보 관리; 목록의 검색 조건 적용)",
        querystring: ListPromotionMeetsExcelQuerySchema,
      },
    },
    async (request, reply) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.unionSeq, unionSeq);
      const { fileName, bytes } = await exportPromotionMeets({ db, unionSeq, query: request.query });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.get(
    "/v1/promotion-meets/:meetSeq",
    {
      config,
      schema: {
        tags,
        summary: "홍보 관리 총회 하나 (상세 화면 머리글: 총회명, 일시, 방식, 상태, 인원 수)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(PromotionMeetSchema) },
      },
    },
    async (request) => ok(await getPromotionMeet({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );

  app.get(
    "/v1/meets/:meetSeq/promotion-users",
    {
      config,
      schema: {
        tags,
        summary: "홍보 팀장(HEAD) 또는 담당자(PROM) 목록 (이름, 아이디, 전화번호, 계정 상태; 10건씩)",
        params: MeetSeqParamsSchema,
        querystring: ListPromotionUsersQuerySchema,
        response: { 200: pagedEnvelope(PromotionUserSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listPromotionUsers({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/meets/:meetSeq/promotion-users/counts",
    {
      config,
      schema: {
        tags,
        summary: "홍보 인원 수 (팀장, 담당자, 사용 중 계정)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(PromotionUserCountsSchema) },
      },
    },
    async (request) => ok(await promotionCounts({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );

  app.get(
    "/v1/meets/:meetSeq/promotion-users/excel",
    {
      config,
      schema: {
        tags,
        summary: "홍보 팀장 또는 담당자 목록 엑셀 (검색 조건 적용)",
        params: MeetSeqParamsSchema,
        querystring: ListPromotionUsersExcelQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportPromotionUsers({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.post(
    "/v1/meets/:meetSeq/promotion-users",
    {
      config,
      schema: {
        tags,
        summary:
          "홍보 팀장 등록 (진행전·진행중). 담당자의 전화번호면 409 E03206; isChangeToHead로 다시 보내면 팀장으로 변경",
        params: MeetSeqParamsSchema,
        body: CreatePromotionUserBodySchema,
        response: { 200: envelope(PromotionUserSavedSchema) },
      },
    },
    async (request) =>
      ok(
        await createPromotionUser({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          memberSeq: request.actor!.memberSeq,
          input: request.body,
        }),
      ),
  );

  app.post(
    "/v1/meets/:meetSeq/promotion-users/account/send",
    {
      config,
      schema: {
        tags,
        summary: "계정 발송: 선택한 사용 중 계정에 아이디와 임시 비밀번호 문자 (진행전·진행중)",
        params: MeetSeqParamsSchema,
        body: SendPromotionAccountsBodySchema,
        response: { 200: envelope(PromotionAccountSentSchema) },
      },
    },
    async (request) =>
      ok(
        await sendPromotionAccounts({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          promotionUserSeqs: request.body.promotionUserSeqs,
        }),
      ),
  );

  app.patch(
    "/v1/meets/:meetSeq/promotion-users/account",
    {
      config,
      schema: {
        tags,
        summary: "선택한 계정의 상태 변경 (사용 USE / 미사용 UNUSED; 미사용은 로그인 세션 종료)",
        params: MeetSeqParamsSchema,
        body: UpdatePromotionAccountsBodySchema,
        response: { 200: envelope(PromotionAccountUpdatedSchema) },
      },
    },
    async (request) =>
      ok(
        await updatePromotionAccounts({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          promotionUserSeqs: request.body.promotionUserSeqs,
          userStatus: request.body.userStatus,
        }),
      ),
  );

  app.get(
    "/v1/meets/:meetSeq/promotion-users/:id",
    {
      config,
      schema: {
        tags,
        summary: "홍보 팀장·담당자 상세",
        params: PromotionUserParamsSchema,
        response: { 200: envelope(PromotionUserSchema) },
      },
    },
    async (request) =>
      ok(
        await getPromotionUser({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          promotionUserSeq: request.params.id,
        }),
      ),
  );

  app.patch(
    "/v1/meets/:meetSeq/promotion-users/:id",
    {
      config,
      schema: {
        tags,
        summary: "홍보 팀장·담당자 정보 수정 (이름 10자, 전화번호 숫자 11자리, 메모, 계정 상태)",
        params: PromotionUserParamsSchema,
        body: UpdatePromotionUserBodySchema,
        response: { 200: envelope(PromotionUserSchema) },
      },
    },
    async (request) =>
      ok(
        await updatePromotionUser({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          promotionUserSeq: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    "/v1/meets/:meetSeq/connection-histories",
    {
      config,
      schema: {
        tags,
        summary: "홍보 계정 접속 이력 (로그인, 로그아웃, 로그인 실패; 최신순 10건씩)",
        params: MeetSeqParamsSchema,
        querystring: ListPromotionHistoriesQuerySchema,
        response: { 200: pagedEnvelope(PromotionConnectionHistorySchema) },
      },
    },
    async (request) => {
      const { items, total } = await listConnectionHistories({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/meets/:meetSeq/execution-histories",
    {
      config,
      schema: {
        tags,
        summary: "홍보 계정 사용 이력 (메뉴, 내용; 최신순 10건씩)",
        params: MeetSeqParamsSchema,
        querystring: ListPromotionHistoriesQuerySchema,
        response: { 200: pagedEnvelope(PromotionExecutionHistorySchema) },
      },
    },
    async (request) => {
      const { items, total } = await listExecutionHistories({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );
};
