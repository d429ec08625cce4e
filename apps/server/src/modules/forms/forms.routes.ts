import {
  envelope,
  FormFileParamsSchema,
  FormFileQuerySchema,
  FormSchema,
  ListFormsQuerySchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MEMBER } from "../../platform/access";
import { ok } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { listForms, readFormFile } from "./forms.service";

/**
 * The document-form library (spec 04 §2.5, §7 Forms; menu M0409 in the console). The library is the same
 * for every union, so its calls are not under a union: any signed-in member reads it.
 */
export const formsRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  const tags = ["forms"];

  app.get(
    "/v1/forms",
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "문서 서식 목록 (검색어: 제목, 설명)",
        querystring: ListFormsQuerySchema,
        response: { 200: envelope(z.array(FormSchema)) },
      },
    },
    async (request) => ok(listForms(request.query)),
  );

  app.get(
    "/v1/forms/:formSeq/files/:fileSeq",
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "문서 서식 파일 내려받기 (PDF 또는 Word; inline=true 이면 미리보기)",
        params: FormFileParamsSchema,
        querystring: FormFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await readFormFile({ store, ...request.params });
      const disposition = contentDisposition(file.fileName, {
        type: request.query.inline === "true" ? "inline" : "attachment",
      });
      return reply
        .header("content-type", file.contentType)
        .header("content-length", file.bytes.length)
        .header("content-disposition", disposition)
        .header("cache-control", "private, max-age=3600")
        .send(file.bytes);
    },
  );
};
