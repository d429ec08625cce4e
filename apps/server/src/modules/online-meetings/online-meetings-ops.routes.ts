import { envelope } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { OPS } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { notFound } from "../../platform/errors";
import { applyingRows } from "./online-meetings.repository";
import { confirmOnline } from "./online-meetings.service";

/** Operator commands of online meetings (npm run ops -- online list | online confirm <id>). */
export const onlineOpsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["ops"];
  app.get(
    "/ops/online-meetings",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "확인 대기 중인 온라인 총회 신청 (운영자, 모든 사업구역)",
        response: {
          200: envelope(
            z.array(
              z.object({
                onlineGeneralMeetingSeq: z.number().int(),
                unionSeq: z.number().int(),
                meetSeq: z.number().int(),
                meetName: z.string(),
                appliedAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async () => ok((await applyingRows(db)).map((r) => ({ ...r, appliedAt: r.appliedAt.toISOString() }))),
  );

  app.post(
    "/ops/online-meetings/:onlineGeneralMeetingSeq/confirm",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "온라인 총회 신청 확인 (운영자, APPLYING → CONFIRMED)",
        params: z.object({ onlineGeneralMeetingSeq: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ serviceStatus: z.string() })) },
      },
    },
    async (request) => {
      const status = await confirmOnline({ db, onlineGeneralMeetingSeq: request.params.onlineGeneralMeetingSeq });
      if (!status) throw notFound("온라인 총회 신청을 찾을 수 없습니다.");
      return ok({ serviceStatus: status });
    },
  );
};
