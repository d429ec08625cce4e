import {
  CounselParamsSchema,
  CounselRegisterParamsSchema,
  CounselRegisterRowSchema,
  CounselRegistersQuerySchema,
  CounselSchema,
  CreateCounselBodySchema,
  envelope,
  ListCounselsQuerySchema,
  ModifyCounselBodySchema,
  pagedEnvelope,
  RegisterCounselsQuerySchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import {
  createCounsel,
  getCounsel,
  getCounselRegister,
  listCounselRegisters,
  listCounsels,
  listRegisterCounsels,
  modifyCounsel,
  removeCounsel,
} from "./counsels.service";

/** Menu M0901 상담 등록: the picker, the form's side panel and the registration. */
export const COUNSEL_CREATE_MENU = "M0901";
/** Menu M0902 상담 내역: the list, the detail, edit and delete (the latter two only by the counsellor). */
export const COUNSEL_HISTORY_MENU = "M0902";

/** Counselling records (spec 02 §2.6, §7 Counselling; menus M0901 and M0902). */
export const counselsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["counsels"];
  const create = { access: unionMenu(COUNSEL_CREATE_MENU) };
  const history = { access: unionMenu(COUNSEL_HISTORY_MENU) };

  app.get(
    "/v1/unions/:unionSeq/counsels",
    {
      config: history,
      schema: {
        tags,
        summary: "상담 내역 목록 (최신순)",
        params: UnionSeqParamsSchema,
        querystring: ListCounselsQuerySchema,
        response: { 200: pagedEnvelope(CounselSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCounsels({ db, unionSeq: request.params.unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/counsels",
    {
      config: create,
      schema: {
        tags,
        summary: "상담 등록 (상담자는 로그인한 회원)",
        params: UnionSeqParamsSchema,
        body: CreateCounselBodySchema,
        response: { 200: envelope(CounselSchema) },
      },
    },
    async (request) =>
      ok(await createCounsel({ db, unionSeq: request.params.unionSeq, actor: request.actor!, input: request.body })),
  );

  app.get(
    "/v1/unions/:unionSeq/counsels/registers",
    {
      config: create,
      schema: {
        tags,
        summary: "상담 등록 대상 조합원 목록 (일련번호, 이름)",
        params: UnionSeqParamsSchema,
        querystring: CounselRegistersQuerySchema,
        response: { 200: pagedEnvelope(CounselRegisterRowSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCounselRegisters({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/unions/:unionSeq/counsels/registers/:unionRegisterSeq",
    {
      config: create,
      schema: {
        tags,
        summary: "상담 등록 대상 조합원 한 명 (등록 화면과 조합원 정보)",
        params: CounselRegisterParamsSchema,
        response: { 200: envelope(CounselRegisterRowSchema) },
      },
    },
    async (request) => ok(await getCounselRegister({ db, ...request.params })),
  );

  app.get(
    "/v1/unions/:unionSeq/counsels/:counselSeq",
    {
      config: history,
      schema: {
        tags,
        summary: "상담 내역 상세",
        params: CounselParamsSchema,
        response: { 200: envelope(CounselSchema) },
      },
    },
    async (request) => ok(await getCounsel({ db, ...request.params })),
  );

  app.put(
    "/v1/unions/:unionSeq/counsels/:counselSeq",
    {
      config: history,
      schema: {
        tags,
        summary: "상담 내역 수정 (상담자 본인만)",
        params: CounselParamsSchema,
        body: ModifyCounselBodySchema,
        response: { 200: envelope(CounselSchema) },
      },
    },
    async (request) => ok(await modifyCounsel({ db, ...request.params, actor: request.actor!, input: request.body })),
  );

  app.delete(
    "/v1/unions/:unionSeq/counsels/:counselSeq",
    {
      config: history,
      schema: {
        tags,
        summary: "상담 내역 삭제 (상담자 본인만)",
        params: CounselParamsSchema,
        response: { 200: envelope(z.object({ counselSeq: z.number().int() })) },
      },
    },
    async (request) => ok(await removeCounsel({ db, ...request.params, actor: request.actor! })),
  );

  app.get(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq/counsels",
    {
      config: create,
      schema: {
        tags,
        summary: "조합원의 이전 상담 이력 (최신순)",
        params: CounselRegisterParamsSchema,
        querystring: RegisterCounselsQuerySchema,
        response: { 200: pagedEnvelope(CounselSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listRegisterCounsels({ db, ...request.params, query: request.query });
      return paged(items, total);
    },
  );
};
