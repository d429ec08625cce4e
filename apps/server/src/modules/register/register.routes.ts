import {
  DeletedOwnersSchema,
  DeleteRegistersBodySchema,
  envelope,
  ListRegistersQuerySchema,
  OwnerBodySchema,
  OwnerParamsSchema,
  OwnerSchema,
  pagedEnvelope,
  RepresentativeCheckQuerySchema,
  RepresentativeCheckSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, sendPagedJson } from "../../platform/envelope";
import { checkRepresentative, createOwner, deleteOwners, getOwner, listOwners, updateOwner } from "./register.service";

export const REGISTER_MENU = "M0401";

/** Owners of the register (spec 01 section 7, Register). */
export const registerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["register"];
  const config = { access: unionMenu(REGISTER_MENU) };

  app.get(
    "/v1/unions/:unionSeq/registers",
    {
      config,
      schema: {
        tags,
        summary: "조합원 명부 목록 (필터, 페이지)",
        params: UnionSeqParamsSchema,
        querystring: ListRegistersQuerySchema,
        response: { 200: pagedEnvelope(OwnerSchema) },
      },
    },
    async (request, reply) => {
      const { pageJson, total } = await listOwners({ db, unionSeq: request.params.unionSeq, query: request.query });
      return sendPagedJson(reply as unknown as FastifyReply, pageJson, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/registers",
    {
      config,
      schema: {
        tags,
        summary: "소유자 개별등록",
        params: UnionSeqParamsSchema,
        body: OwnerBodySchema,
        response: { 200: envelope(OwnerSchema) },
      },
    },
    async (request) =>
      ok(await createOwner({ db, actor: request.actor!, unionSeq: request.params.unionSeq, body: request.body })),
  );

  app.delete(
    "/v1/unions/:unionSeq/registers",
    {
      config,
      schema: {
        tags,
        summary: "소유자 일괄 삭제 (전부 또는 없음)",
        params: UnionSeqParamsSchema,
        body: DeleteRegistersBodySchema,
        response: { 200: envelope(DeletedOwnersSchema) },
      },
    },
    async (request) =>
      ok(
        await deleteOwners({
          db,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          unionRegisterSeqs: request.body.unionRegisterSeqs,
        }),
      ),
  );

  app.get(
    "/v1/unions/:unionSeq/registers/representative-check",
    {
      config,
      schema: {
        tags,
        summary: "본번 확인: 대표자 지정 가능 여부, 같은 본번의 단독·공유 소유자, 비어 있는 다음 본번",
        params: UnionSeqParamsSchema,
        querystring: RepresentativeCheckQuerySchema,
        response: { 200: envelope(RepresentativeCheckSchema) },
      },
    },
    async (request) => ok(await checkRepresentative({ db, unionSeq: request.params.unionSeq, ...request.query })),
  );

  app.get(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq",
    {
      config,
      schema: { tags, summary: "소유자 상세", params: OwnerParamsSchema, response: { 200: envelope(OwnerSchema) } },
    },
    async (request) => ok(await getOwner({ db, ...request.params })),
  );

  app.put(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq",
    {
      config,
      schema: {
        tags,
        summary: "소유자 정보 수정",
        params: OwnerParamsSchema,
        body: OwnerBodySchema,
        response: { 200: envelope(OwnerSchema) },
      },
    },
    async (request) => ok(await updateOwner({ db, actor: request.actor!, ...request.params, body: request.body })),
  );
};
