import {
  envelope,
  InvitableMemberSchema,
  InvitableQuerySchema,
  InvitationParamsSchema,
  InvitationsQuerySchema,
  InviteParamsSchema,
  InviteResultSchema,
  pagedEnvelope,
  UnionHomeSchema,
  UnionIdParamsSchema,
  UnionInvitationSchema,
  UnionManagerParamsSchema,
  UnionManagerSchema,
  UnionManagersQuerySchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ANY_MENU, INVITEE, unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import { notFound } from "../../platform/errors";
import { findUnion } from "./union-users.repository";
import {
  answerInvitation,
  cancelInvitation,
  inviteMember,
  listInvitations,
  listUnionManagers,
  revokeUnionManager,
  searchInvitable,
} from "./union-users.service";

/** 사용자 관리 (spec 01 §2), restricted to the supervisor. */
export const USERS_MENU = "M1104";

const InvitationAnswerSchema = z.object({
  unionManagerInvitationId: z.number().int(),
  status: z.enum(["ACCEPTED", "REJECTED"]),
});

/** Union-level reads every manager of the union may make. */
export const unionUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/unions/:unionSeq",
    {
      config: { access: unionMenu(ANY_MENU) },
      schema: {
        tags: ["union-users"],
        summary: "사업구역 기본 정보 (Home 화면: 이름, 홈페이지, 총회 시스템 링크)",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(UnionHomeSchema) },
      },
    },
    async (request) => {
      const union = await findUnion(db, request.params.unionSeq);
      if (!union) throw notFound();
      return ok({
        unionSeq: union.unionSeq,
        name: union.name,
        homepageUrl: union.homepageUrl,
        assemblyUrl: union.assemblyUrl,
      });
    },
  );

  const tags = ["union-users"];
  const config = { access: unionMenu(USERS_MENU) };

  app.get(
    "/v2/unions/:unionId/union-managers",
    {
      config,
      schema: {
        tags,
        summary: "조합 사용자 목록 (이름, 연락처 필터, 페이지)",
        params: UnionIdParamsSchema,
        querystring: UnionManagersQuerySchema,
        response: { 200: pagedEnvelope(UnionManagerSchema) },
      },
    },
    async (request) => {
      const { managers, total } = await listUnionManagers({
        db,
        unionSeq: request.params.unionId,
        query: request.query,
      });
      return paged(managers, total);
    },
  );

  app.delete(
    "/v2/unions/:unionId/union-managers/:unionManagerId",
    {
      config,
      schema: {
        tags,
        summary: "사용자 권한 해제 (관리자는 해제할 수 없음)",
        params: UnionManagerParamsSchema,
        response: { 200: envelope(z.object({ unionManagerId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await revokeUnionManager({
          db,
          unionSeq: request.params.unionId,
          unionManagerId: request.params.unionManagerId,
        }),
      ),
  );

  app.get(
    "/v2/unions/:unionId/union-manager-invitations",
    {
      config,
      schema: {
        tags,
        summary: "초대 목록 (수락전, 거절)",
        params: UnionIdParamsSchema,
        querystring: InvitationsQuerySchema,
        response: { 200: pagedEnvelope(UnionInvitationSchema) },
      },
    },
    async (request) => {
      const { invitations, total } = await listInvitations({
        db,
        unionSeq: request.params.unionId,
        paging: request.query,
      });
      return paged(invitations, total);
    },
  );

  app.post(
    "/v2/unions/:unionId/union-manager-invitations/:id/cancel",
    {
      config,
      schema: {
        tags,
        summary: "초대 취소",
        params: InvitationParamsSchema,
        response: { 200: envelope(z.object({ unionManagerInvitationId: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await cancelInvitation({ db, unionSeq: request.params.unionId, invitationId: request.params.id })),
  );

  for (const [action, answer, summary] of [
    ["approve", "ACCEPTED", "초대 수락 (초대받은 본인만)"],
    ["reject", "REJECTED", "초대 거절 (초대받은 본인만)"],
  ] as const) {
    app.post(
      `/v2/unions/:unionId/union-manager-invitations/:id/${action}`,
      {
        config: { access: INVITEE },
        schema: {
          tags,
          summary,
          params: InvitationParamsSchema,
          response: { 200: envelope(InvitationAnswerSchema) },
        },
      },
      async (request) =>
        ok(
          await answerInvitation({
            db,
            actor: request.actor!,
            unionSeq: request.params.unionId,
            invitationId: request.params.id,
            answer,
          }),
        ),
    );
  }

  app.get(
    "/v2/unions/:unionId/service-members/invitable",
    {
      config,
      schema: {
        tags,
        summary: "초대할 가입자 검색 (연락처 일치)",
        params: UnionIdParamsSchema,
        querystring: InvitableQuerySchema,
        response: { 200: envelope(z.array(InvitableMemberSchema)) },
      },
    },
    async (request) => ok(await searchInvitable({ db, unionSeq: request.params.unionId, phone: request.query.phone })),
  );

  app.post(
    "/v2/unions/:unionId/service-members/:serviceMemberId",
    {
      config,
      schema: {
        tags,
        summary: "가입자 초대 (문자로 알림)",
        params: InviteParamsSchema,
        response: { 200: envelope(InviteResultSchema) },
      },
    },
    async (request) =>
      ok(
        await inviteMember({
          db,
          actor: request.actor!,
          unionSeq: request.params.unionId,
          serviceMemberId: request.params.serviceMemberId,
        }),
      ),
  );
};
