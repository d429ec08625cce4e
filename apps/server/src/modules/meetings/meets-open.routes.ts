import {
  CreateMeetBodySchema,
  type CreateMeetResult,
  CreateMeetResultSchema,
  envelope,
  ListMeetCandidatesQuerySchema,
  MeetCostBodySchema,
  MeetCostSchema,
  MeetRegisterCandidateSchema,
  pagedEnvelope,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { assertSameUnion } from "../consents/consent-lookup";
import { quoteMeetOpening } from "./meets-cost";
import { listMeetCandidates, openMeet } from "./meets-open.service";

export const OPEN_MENU = "M1003";
export type MeetsOpenDeps = { db: Db; jobs: Jobs; store: FileStore };

/** /v1/meets carries no union in its path: the guard takes it from the Union-Seq header (the console sends it). */
const config = { access: unionMenu(OPEN_MENU, "header") };
const tags = ["meetings"];

/** 총회 개설 (spec 03 §2.7 and §7, menu M1003): the wizard's owners, the cost and the opening. */
export const meetsOpenRoutes: FastifyPluginAsyncZod<MeetsOpenDeps> = async (app, deps) => {
  const { db, jobs, store } = deps;

  app.get(
    "/v1/meets/register-candidates",
    {
      config,
      schema: {
        tags,
        summary:
          "총회 개설 1단계의 선거인 후보 (조합원 명부; 대의원회는 대의원, 이사회는 이사만). 사업구역은 Union-Seq 헤더",
        querystring: ListMeetCandidatesQuerySchema,
        response: { 200: pagedEnvelope(MeetRegisterCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listMeetCandidates({
        db,
        unionSeq: request.unionContext!.unionSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/meets/cost/calculate",
    {
      config,
      schema: {
        tags,
        summary: "총회 개설 비용 (선거인 1명당 방식별 단가 × 선거인 수, 원)",
        body: MeetCostBodySchema,
        response: { 200: envelope(MeetCostSchema) },
      },
    },
    async (request) => {
      const unionSeq = request.unionContext!.unionSeq;
      assertSameUnion(request.body.unionSeq, unionSeq);
      return ok(
        await quoteMeetOpening({
          db,
          unionSeq,
          meetMethod: request.body.meetMethod,
          unionRegisterSeqs: request.body.unionRegisterSeqs,
        }),
      );
    },
  );

  app.post(
    "/v1/meets",
    {
      config,
      schema: {
        tags,
        summary:
          "총회 개설 (선거인, 안건, 방식별 전자투표와 현장투표; 개설 비용 차감, Idempotency-Key; 취소·환불 불가)",
        headers: IdempotencyHeadersSchema,
        body: CreateMeetBodySchema,
        response: { 200: envelope(CreateMeetResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<CreateMeetResult>({ db, request, reply, body: request.body }, (idempotency) =>
        openMeet({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: request.unionContext!.unionSeq,
          input: request.body,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );
};
