import {
  AgentBodySchema,
  AgentParamsSchema,
  AgentSchema,
  DeletedAgentSchema,
  envelope,
  OwnerOptionSchema,
  OwnerOptionsQuerySchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { createAgent, deleteAgent, getAgent, listOwnerOptions, updateAgent } from "./register-agents.service";

/** Agents (대리인) of owners, and the owner list for picking the linked owner. */
export const registerAgentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["register"];
  const config = { access: unionMenu("M0401") };

  app.get(
    "/v1/unions/:unionSeq/registers/owner-options",
    {
      config,
      schema: {
        tags,
        summary: "대리인 연결용 소유자 목록 (이름 검색, 최대 50명)",
        params: UnionSeqParamsSchema,
        querystring: OwnerOptionsQuerySchema,
        response: { 200: envelope(z.array(OwnerOptionSchema)) },
      },
    },
    async (request) => ok(await listOwnerOptions({ db, unionSeq: request.params.unionSeq, name: request.query.name })),
  );

  app.post(
    "/v1/unions/:unionSeq/register-agents",
    {
      config,
      schema: {
        tags,
        summary: "대리인 등록",
        params: UnionSeqParamsSchema,
        body: AgentBodySchema,
        response: { 200: envelope(AgentSchema) },
      },
    },
    async (request) =>
      ok(await createAgent({ db, actor: request.actor!, unionSeq: request.params.unionSeq, body: request.body })),
  );

  app.get(
    "/v1/unions/:unionSeq/register-agents/:unionRegisterAgentSeq",
    {
      config,
      schema: { tags, summary: "대리인 상세", params: AgentParamsSchema, response: { 200: envelope(AgentSchema) } },
    },
    async (request) => ok(await getAgent({ db, ...request.params })),
  );

  app.patch(
    "/v1/unions/:unionSeq/register-agents/:unionRegisterAgentSeq",
    {
      config,
      schema: {
        tags,
        summary: "대리인 수정",
        params: AgentParamsSchema,
        body: AgentBodySchema,
        response: { 200: envelope(AgentSchema) },
      },
    },
    async (request) => ok(await updateAgent({ db, actor: request.actor!, ...request.params, body: request.body })),
  );

  app.delete(
    "/v1/unions/:unionSeq/register-agents/:unionRegisterAgentSeq",
    {
      config,
      schema: {
        tags,
        summary: "대리인 삭제",
        params: AgentParamsSchema,
        response: { 200: envelope(DeletedAgentSchema) },
      },
    },
    async (request) => ok(await deleteAgent({ db, actor: request.actor!, ...request.params })),
  );
};
