import {
  ApplyUnionsBodySchema,
  ApplyUnionsResultSchema,
  envelope,
  IdParamsSchema,
  MemberSchema,
  MemberSeqParamsSchema,
  MyInvitationSchema,
  UnionApplicationSchema,
  UpdateMemberBodySchema,
  ZoneActivationSchema,
  ZoneActivationsQuerySchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { MEMBER } from "../../platform/access";
import { ok } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy } from "../../platform/operator-policy";
import {
  applyForUnions,
  listApplications,
  listMyInvitations,
  searchActivations,
  updateMember,
} from "./account.service";
import { requestApplicationReview } from "./union-applications.service";

export type AccountDeps = { db: Db; jobs: Jobs; operator: OperatorPolicy };

/** My page (spec 01 §2 /my-page): personal info changes, zone applications and invitations. */
export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, jobs, operator }) => {
  const tags = ["account"];
  const config = { access: MEMBER };

  app.patch(
    "/v3/members/:memberSeq",
    {
      config: { access: MEMBER, rateLimit: { max: 10, timeWindow: "5 minutes" } },
      schema: {
        tags,
        summary: "개인정보 수정: 닉네임, 연락처 (비밀번호 재확인, ours)",
        params: MemberSeqParamsSchema,
        body: UpdateMemberBodySchema,
        response: { 200: envelope(MemberSchema) },
      },
    },
    async (request) =>
      ok(await updateMember({ db, actor: request.actor!, memberSeq: request.params.memberSeq, body: request.body })),
  );

  app.get(
    "/v2/unions/activations",
    {
      config,
      schema: {
        tags,
        summary: "사업구역 검색 (이름, 신청 가능 여부 isApplicable)",
        querystring: ZoneActivationsQuerySchema,
        response: { 200: envelope(z.array(ZoneActivationSchema)) },
      },
    },
    async (request) => ok(await searchActivations({ db, actor: request.actor!, name: request.query.name })),
  );

  app.post(
    "/v2/service-members/:id/unions",
    {
      config,
      schema: {
        tags,
        summary: "사업구역 관리 신청 (한 번에 최대 5개, 운영자 승인 후 문자 알림)",
        params: IdParamsSchema,
        body: ApplyUnionsBodySchema,
        response: { 200: envelope(ApplyUnionsResultSchema) },
      },
    },
    async (request) =>
      ok(
        await applyForUnions({
          db,
          actor: request.actor!,
          serviceMemberId: request.params.id,
          body: request.body,
          onApplied: (ids) => requestApplicationReview(jobs, operator, ids),
        }),
      ),
  );

  app.get(
    "/v2/service-members/:id/union-applications",
    {
      config,
      schema: {
        tags,
        summary: "신청중인 사업구역",
        params: IdParamsSchema,
        response: { 200: envelope(z.array(UnionApplicationSchema)) },
      },
    },
    async (request) => ok(await listApplications({ db, actor: request.actor!, serviceMemberId: request.params.id })),
  );

  app.get(
    "/v2/service-members/:id/union-invitations",
    {
      config,
      schema: {
        tags,
        summary: "받은 초대 (수락전, 수락, 거절)",
        params: IdParamsSchema,
        response: { 200: envelope(z.array(MyInvitationSchema)) },
      },
    },
    async (request) => ok(await listMyInvitations({ db, actor: request.actor!, serviceMemberId: request.params.id })),
  );
};
