import {
  ChangeHistoriesQuerySchema,
  ChangeHistoryListRowSchema,
  ChangeNoticeConfirmedSchema,
  ChangeNoticeSchema,
  envelope,
  FindRegistrationAddressesBodySchema,
  OwnerParamsSchema,
  pagedEnvelope,
  RegistrationTraceSchema,
  RegistryAddressSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { MEMBER, unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import type { RegistryPort } from "../../providers/registry/port";
import {
  confirmChangeNotice,
  findRegistrationAddresses,
  getChangeNotice,
  getTrace,
  listChangeHistories,
  switchTrace,
} from "./registry-changes.service";

export type RegistryChangesDeps = { db: Db; jobs: Jobs; registry: RegistryPort };

/** Registry change alerts (등기 변동 알림), change notices and history, and the registry address search. */
export const registryChangesRoutes: FastifyPluginAsyncZod<RegistryChangesDeps> = async (app, deps) => {
  const { db, jobs, registry } = deps;
  const tags = ["register"];
  const config = { access: unionMenu("M0401") };
  app.get(
    "/v1/unions/:unionSeq/registration-trace",
    {
      config,
      schema: {
        tags,
        summary: "등기 변동 알림 상태",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(RegistrationTraceSchema) },
      },
    },
    async (request) => ok(await getTrace({ db, unionSeq: request.params.unionSeq })),
  );

  for (const [action, on] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    app.post(
      `/v1/unions/:unionSeq/registration-trace/${action}`,
      {
        config,
        schema: {
          tags,
          summary: on ? "등기 변동 알림 켜기" : "등기 변동 알림 끄기",
          params: UnionSeqParamsSchema,
          response: { 200: envelope(RegistrationTraceSchema) },
        },
      },
      async (request) => ok(await switchTrace({ db, jobs, unionSeq: request.params.unionSeq, on })),
    );
  }

  app.get(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq/registration-changes",
    {
      config,
      schema: {
        tags,
        summary: "변동 알림 내용 (자동, 수동)",
        params: OwnerParamsSchema,
        response: { 200: envelope(ChangeNoticeSchema) },
      },
    },
    async (request) => ok(await getChangeNotice({ db, ...request.params })),
  );

  app.post(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq/registration-changes/confirm",
    {
      config,
      schema: {
        tags,
        summary: "변동 알림 열람 처리",
        params: OwnerParamsSchema,
        response: { 200: envelope(ChangeNoticeConfirmedSchema) },
      },
    },
    async (request) => ok(await confirmChangeNotice({ db, ...request.params })),
  );

  app.get(
    "/v1/unions/:unionSeq/registration-change-histories",
    {
      config,
      schema: {
        tags,
        summary: "조합원 명부 변동 이력",
        params: UnionSeqParamsSchema,
        querystring: ChangeHistoriesQuerySchema,
        response: { 200: pagedEnvelope(ChangeHistoryListRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listChangeHistories({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return paged(rows, total);
    },
  );

  app.post(
    "/v1/find/registration-addresses",
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "등기부 주소 검색 (등기소 점검 중 502)",
        body: FindRegistrationAddressesBodySchema,
        response: { 200: envelope(z.array(RegistryAddressSchema)) },
      },
    },
    async (request) => ok(await findRegistrationAddresses({ registry, address: request.body.address })),
  );
};
