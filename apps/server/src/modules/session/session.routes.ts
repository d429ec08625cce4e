import {
  envelope,
  IdParamsSchema,
  MemberSchema,
  MemberSeqParamsSchema,
  MenuPermissionSchema,
  PasswordVerifyBodySchema,
  PasswordVerifySchema,
  ServiceMemberUnionSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { MEMBER } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { getMember, listAvailableMenus, listMyUnions, verifyPassword } from "./session.service";

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["session"];
  app.get(
    "/v3/members/:memberSeq",
    {
      config: { access: MEMBER },
      schema: { tags, summary: "회원 정보", params: MemberSeqParamsSchema, response: { 200: envelope(MemberSchema) } },
    },
    async (request) => ok(await getMember({ db, actor: request.actor!, memberSeq: request.params.memberSeq })),
  );

  app.post(
    "/v1/members/:memberSeq/password/verify",
    {
      config: { access: MEMBER, rateLimit: { max: 10, timeWindow: "5 minutes" } },
      schema: {
        tags,
        summary: "비밀번호 확인",
        params: MemberSeqParamsSchema,
        body: PasswordVerifyBodySchema,
        response: { 200: envelope(PasswordVerifySchema) },
      },
    },
    async (request) =>
      ok(
        await verifyPassword({
          db,
          actor: request.actor!,
          memberSeq: request.params.memberSeq,
          password: request.body.password,
        }),
      ),
  );

  app.get(
    "/v2/service-members/:id/unions",
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "관리 중인 사업구역 목록",
        params: IdParamsSchema,
        response: { 200: envelope(z.array(ServiceMemberUnionSchema)) },
      },
    },
    async (request) => ok(await listMyUnions({ db, actor: request.actor!, serviceMemberId: request.params.id })),
  );

  app.get(
    "/v2/service-managers/:id/menus",
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "사용 가능한 메뉴 (메뉴 코드, 하위 메뉴 isChecked)",
        params: IdParamsSchema,
        response: { 200: envelope(z.array(MenuPermissionSchema)) },
      },
    },
    async (request) => ok(await listAvailableMenus({ db, actor: request.actor!, serviceManagerId: request.params.id })),
  );
};
