import { envelope, LocalAddressRightsBodySchema, LocalAddressRightsSchema, OwnerParamsSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { REGISTER_MENU } from "./register.routes";
import { getRights, saveRights } from "./register-rights.service";

/** The rights tab (권리 내역): land and building rights of an owner's located properties. */
export const registerRightsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["register"];
  const config = { access: unionMenu(REGISTER_MENU) };

  app.get(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq/local-address-rights",
    {
      config,
      schema: {
        tags,
        summary: "권리 내역 (소재지별 토지, 건물)",
        params: OwnerParamsSchema,
        response: { 200: envelope(z.array(LocalAddressRightsSchema)) },
      },
    },
    async (request) => ok(await getRights({ db, ...request.params })),
  );

  app.put(
    "/v1/unions/:unionSeq/registers/:unionRegisterSeq/local-address-rights",
    {
      config,
      schema: {
        tags,
        summary: "권리 내역 저장",
        params: OwnerParamsSchema,
        body: LocalAddressRightsBodySchema,
        response: { 200: envelope(z.array(LocalAddressRightsSchema)) },
      },
    },
    async (request) => ok(await saveRights({ db, actor: request.actor!, ...request.params, rights: request.body })),
  );
};
