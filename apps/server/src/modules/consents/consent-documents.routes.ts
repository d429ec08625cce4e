import {
  ConsentSeqParamsSchema,
  DownloadFileQuerySchema,
  ListRecipientFilesQuerySchema,
  pagedEnvelope,
  RecipientFilesSchema,
  RecipientSeqParamsSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paged } from "../../platform/envelope";
import { downloadRecipientFile, listRecipientFiles } from "./consent-documents.service";
import type { ConsentFormDeps } from "./consent-form";
import { consentsAccess as config, tags, unionOf } from "./consents.routes";

const base = "/v2/electronic-consents/:consentSeq/recipients";

/** 다운로드 tab (spec 02 §2.2, §7): each recipient's documents, and one of them as a file. */
export const consentDocumentsRoutes: FastifyPluginAsyncZod<ConsentFormDeps> = async (app, deps) => {
  app.get(
    `${base}/files`,
    {
      config,
      schema: {
        tags,
        summary:
          "대상자별 제출 서류 (동의서, 신분증, 주민등록초본·등본, 가족관계증명서; 없으면 미제출). 이름 검색, 페이지",
        params: ConsentSeqParamsSchema,
        querystring: ListRecipientFilesQuerySchema,
        response: { 200: pagedEnvelope(RecipientFilesSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listRecipientFiles({
        db: deps.db,
        unionSeq: unionOf(request),
        consentSeq: request.params.consentSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    `${base}/:recipientSeq/download`,
    {
      config,
      schema: {
        tags,
        summary:
          "대상자 서류 내려받기 (fileType: UPLOADED_FILE 동의서 PDF, MASKING_IDENTITY_FILE 마스킹한 신분증, RESIDENT_ABSTRACT, RESIDENT_COPY, FAMILY_RELATION); 파일 응답",
        params: RecipientSeqParamsSchema,
        querystring: DownloadFileQuerySchema,
        body: z.object({ unionSeq: z.coerce.number().int().positive().optional() }).nullish(),
      },
    },
    async (request, reply) => {
      const file = await downloadRecipientFile(deps, {
        unionSeq: unionOf(request),
        ...request.params,
        fileType: request.query.fileType,
        named: request.body?.unionSeq ?? request.query.searchUnionSeq,
      });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition(file.fileName))
        .header("cache-control", "private, no-store")
        .send(file.bytes);
    },
  );
};
