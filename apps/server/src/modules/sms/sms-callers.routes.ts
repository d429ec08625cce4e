import {
  CreateSmsCallerBodySchema,
  DeleteSmsCallersBodySchema,
  envelope,
  SmsCallerSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy } from "../../platform/operator-policy";
import { SMS_MENU } from "./sms.routes";
import { createCaller, deleteCallers, listCallers } from "./sms-callers.service";

export type SmsCallersDeps = { db: Db; jobs: Jobs; operator: OperatorPolicy };

/** Caller numbers (발신번호 관리), spec 04 sections 2.1, 3 and 5. */
export const smsCallersRoutes: FastifyPluginAsyncZod<SmsCallersDeps> = async (app, deps) => {
  const { db, jobs } = deps;
  const tags = ["sms"];
  const config = { access: unionMenu(SMS_MENU) };

  app.get(
    "/v1/unions/:unionSeq/sms-callers",
    {
      config,
      schema: {
        tags,
        summary: "발신번호 목록",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(z.array(SmsCallerSchema)) },
      },
    },
    async (request) => ok(await listCallers({ db, unionSeq: request.params.unionSeq })),
  );

  app.post(
    "/v1/unions/:unionSeq/sms-callers",
    {
      config,
      schema: {
        tags,
        summary: "발신번호 등록 (서류는 CALLING_NUMBER 파일; 운영자 승인 전 W)",
        params: UnionSeqParamsSchema,
        body: CreateSmsCallerBodySchema,
        response: { 200: envelope(SmsCallerSchema) },
      },
    },
    async (request) =>
      ok(
        await createCaller({
          db,
          jobs,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          body: request.body,
          operator: deps.operator,
        }),
      ),
  );

  app.delete(
    "/v1/unions/:unionSeq/sms-callers",
    {
      config,
      schema: {
        tags,
        summary: "발신번호 삭제 (비밀번호 확인)",
        params: UnionSeqParamsSchema,
        body: DeleteSmsCallersBodySchema,
        response: { 200: envelope(z.object({ smsCallerSeqs: z.array(z.number().int()) })) },
      },
    },
    async (request) =>
      ok(await deleteCallers({ db, actor: request.actor!, unionSeq: request.params.unionSeq, ...request.body })),
  );
};
