import { envelope } from "@johap/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { OPS } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { systemTexts } from "../../platform/system-texts/system-texts.table";

const SystemTextSchema = z.object({
  systemTextSeq: z.number().int(),
  phoneNo: z.string(),
  text: z.string(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * `npm run ops -- texts <phone>`: the service notices texted to a phone, newest first (with the built-in
 * SMS simulator nobody receives them; the operator reads an owner's identity code here in a demo).
 */
export const ownerOpsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/ops/system-texts",
    {
      config: { access: OPS },
      schema: {
        tags: ["ops"],
        summary: "휴대전화로 보낸 안내 문자 (운영자; 최근 20건, 인증번호 포함)",
        querystring: z.object({
          phoneNo: z.string().regex(/^[\d-]{9,13}$/, "휴대전화 번호를 확인해 주세요."),
          reason: z.string().max(50).optional(),
        }),
        response: { 200: envelope(z.array(SystemTextSchema)) },
      },
    },
    async (request) => {
      const phone = request.query.phoneNo.replace(/\D/g, "");
      const where = request.query.reason
        ? and(eq(systemTexts.phoneNo, phone), eq(systemTexts.reason, request.query.reason))
        : eq(systemTexts.phoneNo, phone);
      const rows = await db.select().from(systemTexts).where(where).orderBy(desc(systemTexts.systemTextSeq)).limit(20);
      return ok(
        rows.map((r) => ({
          systemTextSeq: r.systemTextSeq,
          phoneNo: r.phoneNo,
          text: r.text,
          reason: r.reason,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
};
