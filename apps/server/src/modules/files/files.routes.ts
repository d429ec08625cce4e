import {
  DownloadFileBodySchema,
  envelope,
  FileDivisionCodeSchema,
  GetFileQuerySchema,
  SignedUrlRequestSchema,
  SignedUrlSchema,
  StoredFileSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ANY_MENU, MEMBER, PUBLIC, unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import {
  completeSignedUpload,
  createSignedUploads,
  readFile,
  storeUploads,
} from "./files.service";

export type FilesDeps = { db: Db; store: FileStore; jobs: Jobs; secret: Buffer };
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const sendFile = (reply: FastifyReply, file: { row: { originalName: string; contentType: string }; bytes: Buffer }) =>
  reply
    .header("content-type", file.row.contentType)
    .header("content-disposition", contentDisposition(file.row.originalName))
    .header("cache-control", "private, no-store")
    .send(file.bytes);

export const filesRoutes: FastifyPluginAsyncZod<FilesDeps> = async (app, deps) => {
  const { db, store, jobs, secret } = deps;
  const tags = ["files"];

  app.post(
    "/v1/files",
    {
      config: { access: unionMenu(ANY_MENU, "header") },
      schema: {
        tags,
        summary: "파일 업로드 (multipart: divisionCode, files). 사업구역은 Union-Seq 헤더",
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.array(StoredFileSchema)) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest("multipart/form-data 형식으로 업로드해 주세요.");
      let divisionCode: string | undefined;
      const uploads: { fileName: string; bytes: Buffer }[] = [];
      for await (const part of request.parts()) {
        if (part.type === "file") uploads.push({ fileName: part.filename, bytes: await part.toBuffer() });
        else if (part.fieldname === "divisionCode") divisionCode = String(part.value);
      }
      const division = FileDivisionCodeSchema.safeParse(divisionCode);
      if (!division.success) throw badRequest("파일 구분을 확인해 주세요.");
      const unionSeq = request.unionContext!.unionSeq;
      return ok(
        await storeUploads({ db, store, actor: request.actor!, unionSeq, divisionCode: division.data, uploads }),
      );
    },
  );

  app.get(
    "/v1/files",
    {
      config: { access: MEMBER },
      schema: { tags, summary: "파일 내려받기 (blob)", querystring: GetFileQuerySchema },
    },
    async (request, reply) =>
      sendFile(reply, await readFile({ db, store, actor: request.actor!, fileSeq: request.query.fileSeq })),
  );

  app.post(
    "/v2/files/download",
    {
      config: { access: MEMBER },
      schema: { tags, summary: "파일 내려받기 (fileSeq, blob)", body: DownloadFileBodySchema },
    },
    async (request, reply) =>
      sendFile(reply, await readFile({ db, store, actor: request.actor!, fileSeq: request.body.fileSeq })),
  );

  app.post(
    "/v2/generate/upload-signed-urls",
    {
      config: { access: unionMenu(ANY_MENU, "header") },
      schema: {
        tags,
        summary: "업로드용 서명 URL 발급 (10분 유효, 이후 PUT)",
        body: SignedUrlRequestSchema,
        response: { 200: envelope(z.array(SignedUrlSchema)) },
      },
    },
    async (request) =>
      ok(
        await createSignedUploads({
          db,
          jobs,
          secret,
          actor: request.actor!,
          unionSeq: request.unionContext!.unionSeq,
          divisionCode: request.body.divisionCode,
          files: request.body.files,
        }),
      ),
  );

  await app.register(async (scope) => {
    const signed = scope.withTypeProvider<ZodTypeProvider>();
    signed.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    signed.put(
      "/v2/files/upload/:fileSeq",
      {
        config: { access: PUBLIC },
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary: "서명 URL로 파일 본문 업로드 (서명이 권한)",
          params: z.object({ fileSeq: z.coerce.number().int().positive() }),
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
          response: { 200: envelope(StoredFileSchema) },
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(
          await completeSignedUpload({
            db,
            store,
            secret,
            fileSeq: request.params.fileSeq,
            expires: request.query.expires,
            signature: request.query.signature,
            bytes,
          }),
        );
      },
    );
  });
};
