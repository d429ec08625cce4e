import {
  envelope,
  OwnerCodeBodySchema,
  type OwnerScopeType,
  OwnerSessionSchema,
  OwnerVerificationParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import type { Db } from "../../db/client";
import { PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { confirmVerification, type ScopeResolver } from "./owner.service";

export type OwnerDeps = {
  db: Db;
  secrets: ServerSecrets;
  /** Per scope, what a confirmed code opens (consents: the recipient row). */
  resolvers: Partial<Record<OwnerScopeType, ScopeResolver>>;
};

/** The owner pages' identity check shared by every scope: a texted code becomes an owner session. */
export const ownerRoutes: FastifyPluginAsyncZod<OwnerDeps> = async (app, { db, secrets, resolvers }) => {
  app.post(
    "/v1/owner/verifications/:verificationId/confirm",
    {
      // Tries are counted per verification (5); the address limit keeps guessing across verifications down.
      config: { access: PUBLIC, rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        tags: ["owner"],
        summary: "소유자 본인 확인: 문자로 받은 인증번호 6자리 확인 (3분, 5회) → 소유자 토큰 (30분)",
        security: [],
        params: OwnerVerificationParamsSchema,
        body: OwnerCodeBodySchema,
        response: { 200: envelope(OwnerSessionSchema) },
      },
    },
    async (request) =>
      ok(
        await confirmVerification({
          db,
          secrets,
          verificationId: request.params.verificationId,
          code: request.body.code,
          resolvers,
        }),
      ),
  );
};
