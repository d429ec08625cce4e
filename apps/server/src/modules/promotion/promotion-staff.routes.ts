import {
  envelope,
  PromotionAssignedVoterSchema,
  PromotionPositionSchema,
  PromotionSessionSchema,
  PromotionSignInBodySchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import type { Db } from "../../db/client";
import { PROMOTION, PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { assignedVoters, promotionMe, signInPromotion, signOutPromotion } from "./promotion-staff.service";

const tags = ["promotion"];
/** Sign-in tries per address: 10 in 10 minutes (then 429 E00017), so a texted password cannot be walked through. */
const SIGN_IN_TRIES = { max: 10, timeWindow: "10 minutes" } as const;

const PromotionMeSchema = z.object({
  promotionUserSeq: z.number().int(),
  id: z.string(),
  name: z.string(),
  position: PromotionPositionSchema,
  meetSeq: z.number().int(),
  meetName: z.string(),
  meetAt: z.string(),
});

/**
 * The promotion account's own calls (its sign-in scope): sign in and out, itself, its assigned voters. Nothing here
 * or elsewhere that a promotion token opens reads a ballot or a voter's choice.
 */
export const promotionStaffRoutes: FastifyPluginAsyncZod<{ db: Db; secrets: ServerSecrets }> = async (
  app,
  { db, secrets },
) => {
  app.post(
    "/v1/promotion/sign-in",
    {
      config: { access: PUBLIC, rateLimit: { ...SIGN_IN_TRIES, keyGenerator: (request) => `promotion:${request.ip}` } },
      schema: {
        tags,
        summary: "홍보 계정 로그인 (문자로 받은 아이디와 임시 비밀번호). 접속 이력에 기록",
        body: PromotionSignInBodySchema,
        response: { 200: envelope(PromotionSessionSchema) },
      },
    },
    async (request) =>
      ok(
        await signInPromotion({
          db,
          secrets,
          id: request.body.id,
          password: request.body.password,
          ipAddress: request.ip,
        }),
      ),
  );

  app.post(
    "/v1/promotion/sign-out",
    {
      config: { access: PROMOTION },
      schema: {
        tags,
        summary: "홍보 계정 로그아웃",
        response: { 200: envelope(z.object({ isSignedOut: z.boolean() })) },
      },
    },
    async (request) => ok(await signOutPromotion({ db, claims: request.promotion!, ipAddress: request.ip })),
  );

  app.get(
    "/v1/promotion/me",
    {
      config: { access: PROMOTION },
      schema: { tags, summary: "로그인한 홍보 계정과 총회", response: { 200: envelope(PromotionMeSchema) } },
    },
    async (request) => ok(await promotionMe({ db, claims: request.promotion! })),
  );

  app.get(
    "/v1/promotion/participants",
    {
      config: { access: PROMOTION },
      schema: {
        tags,
        summary: "담당 선거인 목록 (연번, 이름, 전화번호, 참석 예정; 투표 정보 없음). 사용 이력에 기록",
        response: { 200: envelope(z.array(PromotionAssignedVoterSchema)) },
      },
    },
    async (request) => ok(await assignedVoters({ db, claims: request.promotion! })),
  );
};
