import {
  envelope,
  OfficeBodySchema,
  OfficeManagerBodySchema,
  OfficeManagerParamsSchema,
  OfficeManagerSchema,
  OfficeSchema,
  PagingQuerySchema,
  pagedEnvelope,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import {
  createOffice,
  createOfficeManager,
  getOffice,
  getOfficeManagers,
  modifyOffice,
  removeOfficeManager,
} from "./office.service";

/** Office info and its managers (spec 01 §2 union-infos, menu M1102; §7 Office calls). */
export const officeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["office"];
  const config = { access: unionMenu("M1102") };
  const params = UnionSeqParamsSchema;

  app.get(
    "/v1/unions/:unionSeq/office",
    {
      config,
      schema: {
        tags,
        summary: "사무실 정보 (없으면 null)",
        params,
        response: { 200: envelope(OfficeSchema.nullable()) },
      },
    },
    async (request) => ok(await getOffice({ db, unionSeq: request.params.unionSeq })),
  );

  app.post(
    "/v1/unions/:unionSeq/office",
    {
      config,
      schema: {
        tags,
        summary: "사무실 정보 등록",
        params,
        body: OfficeBodySchema,
        response: { 200: envelope(OfficeSchema) },
      },
    },
    async (request) => ok(await createOffice({ db, unionSeq: request.params.unionSeq, input: request.body })),
  );

  app.put(
    "/v1/unions/:unionSeq/office",
    {
      config,
      schema: {
        tags,
        summary: "사무실 정보 수정",
        params,
        body: OfficeBodySchema,
        response: { 200: envelope(OfficeSchema) },
      },
    },
    async (request) => ok(await modifyOffice({ db, unionSeq: request.params.unionSeq, input: request.body })),
  );

  app.get(
    "/v1/unions/:unionSeq/managers",
    {
      config,
      schema: {
        tags,
        summary: "사무실 담당자 목록",
        params,
        querystring: PagingQuerySchema,
        response: { 200: pagedEnvelope(OfficeManagerSchema) },
      },
    },
    async (request) => {
      const { managers, total } = await getOfficeManagers({ db, unionSeq: request.params.unionSeq, ...request.query });
      return paged(managers, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/managers",
    {
      config,
      schema: {
        tags,
        summary: "사무실 담당자 등록",
        params,
        body: OfficeManagerBodySchema,
        response: { 200: envelope(OfficeManagerSchema) },
      },
    },
    async (request) => ok(await createOfficeManager({ db, unionSeq: request.params.unionSeq, input: request.body })),
  );

  app.delete(
    "/v1/unions/:unionSeq/managers/:unionManagerSeq",
    {
      config,
      schema: {
        tags,
        summary: "사무실 담당자 삭제",
        params: OfficeManagerParamsSchema,
        response: { 200: envelope(z.object({ unionManagerSeq: z.number().int() })) },
      },
    },
    async (request) => ok(await removeOfficeManager({ db, ...request.params })),
  );
};
