import {
  DeletedRegisterGroupsSchema,
  DeleteRegisterGroupsBodySchema,
  envelope,
  GroupRegistersQuerySchema,
  ListRegisterGroupsQuerySchema,
  OwnerSchema,
  pagedEnvelope,
  RegisterGroupBodySchema,
  RegisterGroupParamsSchema,
  RegisterGroupSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged, sendPagedJson } from "../../platform/envelope";
import {
  createGroup,
  getGroup,
  listGroupOwners,
  listGroups,
  listPickerOwners,
  modifyGroup,
  removeGroups,
} from "./address-groups.service";

export const ADDRESS_GROUPS_MENU = "M0411";

/** Address-book groups (주소록 그룹; spec 04 §2.6, §7 Address groups) and the member picker. */
export const addressGroupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["address-groups"];
  const config = { access: unionMenu(ADDRESS_GROUPS_MENU) };
  const base = "/v1/unions/:unionSeq/register-groups";

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "주소록 그룹 목록 (그룹명, 조합원 이름; 자동 생성 그룹 포함; 10건씩)",
        params: UnionSeqParamsSchema,
        querystring: ListRegisterGroupsQuerySchema,
        response: { 200: pagedEnvelope(RegisterGroupSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listGroups({ db, unionSeq: request.params.unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "주소록 그룹 추가 (name, memo, unionRegisterSeqs)",
        params: UnionSeqParamsSchema,
        body: RegisterGroupBodySchema,
        response: { 200: envelope(RegisterGroupSchema) },
      },
    },
    async (request) =>
      ok(await createGroup({ db, unionSeq: request.params.unionSeq, actor: request.actor!, input: request.body })),
  );

  app.delete(
    base,
    {
      config,
      schema: {
        tags,
        summary: "주소록 그룹 삭제 (unionRegisterGroupSeqs; 자동 생성 그룹은 삭제할 수 없음)",
        params: UnionSeqParamsSchema,
        body: DeleteRegisterGroupsBodySchema,
        response: { 200: envelope(DeletedRegisterGroupsSchema) },
      },
    },
    async (request) =>
      ok(await removeGroups({ db, unionSeq: request.params.unionSeq, seqs: request.body.unionRegisterGroupSeqs })),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "주소록 그룹 상세",
        params: RegisterGroupParamsSchema,
        response: { 200: envelope(RegisterGroupSchema) },
      },
    },
    async (request) => ok(await getGroup({ db, unionSeq: request.params.unionSeq, seq: request.params.id })),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "주소록 그룹 수정 (자동 생성 그룹은 수정할 수 없음)",
        params: RegisterGroupParamsSchema,
        body: RegisterGroupBodySchema,
        response: { 200: envelope(RegisterGroupSchema) },
      },
    },
    async (request) =>
      ok(await modifyGroup({ db, unionSeq: request.params.unionSeq, seq: request.params.id, input: request.body })),
  );

  app.get(
    `${base}/:id/registers`,
    {
      config,
      schema: {
        tags,
        summary: "주소록 그룹의 조합원 (명부 행; 명부 검색 조건, 페이지)",
        params: RegisterGroupParamsSchema,
        querystring: GroupRegistersQuerySchema,
        response: { 200: pagedEnvelope(OwnerSchema) },
      },
    },
    async (request, reply) => {
      const { pageJson, total } = await listGroupOwners({
        db,
        unionSeq: request.params.unionSeq,
        seq: request.params.id,
        query: request.query,
      });
      return sendPagedJson(reply as unknown as FastifyReply, pageJson, total);
    },
  );

  app.get(
    "/v2/registers/all",
    {
      config: { access: unionMenu(ADDRESS_GROUPS_MENU, "header") },
      schema: {
        tags,
        summary: "조합원 선택 (그룹 편집): 명부의 조합원 전체 (Union-Seq 헤더; 명부 검색 조건, 페이지)",
        querystring: GroupRegistersQuerySchema,
        response: { 200: pagedEnvelope(OwnerSchema) },
      },
    },
    async (request, reply) => {
      const { pageJson, total } = await listPickerOwners({
        db,
        unionSeq: request.unionContext!.unionSeq,
        query: request.query,
      });
      return sendPagedJson(reply as unknown as FastifyReply, pageJson, total);
    },
  );
};
