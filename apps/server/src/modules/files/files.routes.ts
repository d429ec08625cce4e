import { PassThrough, Readable } from "node:stream";
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
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ANY_MENU, MEMBER, PUBLIC, unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { badRequest, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { readUploads } from "../../platform/uploads";
import {
  admitSignedUpload,
  completeSignedUpload,
  createSignedUploads,
  readFile,
  readSignedDownload,
  storeUploadStreams,
} from "./files.service";

export type FilesDeps = { db: Db; store: FileStore; jobs: Jobs; secret: Buffer };

type Download = { row: { originalName: string; contentType: string; size: number }; stream: Readable };

const sendFile = (reply: FastifyReply, file: Download) =>
  reply
    .header("content-type", file.row.contentType)
    .header("content-length", file.row.size)
    .header("content-disposition", contentDisposition(file.row.originalName))
    .header("cache-control", "private, no-store")
    .send(file.stream);

/** The multipart field naming the division; it comes before the files, whose limit it decides. */
function divisionField(fields: ReadonlyMap<string, string>) {
  const division = FileDivisionCodeSchema.safeParse(fields.get("divisionCode"));
  if (!division.success) throw badRequest("파일 구분을 확인해 주세요.");
  return division.data;
}

/** A signed URL's path and query as sent, checked by the service before anything else. */
function signedTarget(request: FastifyRequest) {
  const { fileSeq } = request.params as { fileSeq?: string };
  const { expires, signature } = request.query as { expires?: unknown; signature?: unknown };
  if (!fileSeq || !/^[1-9][0-9]{0,9}$/.test(fileSeq)) throw notFound("파일을 찾을 수 없습니다.");
  return {
    fileSeq: Number(fileSeq),
    expires: typeof expires === "string" ? expires : undefined,
    signature: typeof signature === "string" ? signature : undefined,
  };
}

const signedParams = z.object({ fileSeq: z.string() });
const signedQuery = z.object({ expires: z.string(), signature: z.string() });

export const filesRoutes: FastifyPluginAsyncZod<FilesDeps> = async (app, deps) => {
  const { db, store, jobs, secret } = deps;
  const tags = ["files"];

  app.post(
    "/v1/files",
    {
      config: { access: unionMenu(ANY_MENU, "header") },
      schema: {
        tags,
        summary: "파일 업로드 (multipart: divisionCode, 그다음 files). 사업구역은 Union-Seq 헤더",
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.array(StoredFileSchema)) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest("multipart/form-data 형식으로 업로드해 주세요.");
      const { files } = readUploads(request, { division: divisionField, maxFiles: 20 });
      const unionSeq = request.unionContext!.unionSeq;
      return ok(await storeUploadStreams({ db, store, actor: request.actor!, unionSeq, files }));
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
        summary: "업로드용 서명 URL 발급 (10분 유효, 이후 PUT; 구분의 용량을 넘는 파일은 거절)",
        body: SignedUrlRequestSchema,
        response: { 200: envelope(z.array(SignedUrlSchema)) },
      },
    },
    async (request) =>
      ok(
        await createSignedUploads({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: request.unionContext!.unionSeq,
          divisionCode: request.body.divisionCode,
          files: request.body.files,
        }),
      ),
  );

  // The API's own signed URLs (local disk). The signature is the permission.
  await app.register(async (scope) => {
    const signed = scope.withTypeProvider<ZodTypeProvider>();
    // The body is handed over unread: a PUT is admitted (signature, expiry, size) before a byte is read.
    signed.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    // A refused request's connection is closed rather than its unread body drained.
    signed.addHook("onError", async (_request, reply) => {
      reply.header("connection", "close");
    });
    const admitted = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof admitSignedUpload>>>();

    signed.put(
      "/v2/files/upload/:fileSeq",
      {
        config: { access: PUBLIC },
        onRequest: async (request) => {
          const contentLength = request.headers["content-length"];
          admitted.set(request, await admitSignedUpload({ db, secret, ...signedTarget(request), contentLength }));
        },
        schema: {
          tags,
          summary: "서명 URL로 파일 본문 업로드 (서명이 권한; 발급 때 알린 크기만큼만 받음)",
          params: signedParams,
          querystring: signedQuery,
          response: { 200: envelope(StoredFileSchema) },
        },
      },
      async (request) => {
        // Piped, so that a body over its size fails this stream and not the connection the answer goes out on.
        const body = new PassThrough();
        (request.body instanceof Readable ? request.body : Readable.from([])).pipe(body);
        return ok(await completeSignedUpload({ db, store, row: admitted.get(request)!, body }));
      },
    );

    signed.get(
      "/v2/files/download/:fileSeq",
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: "서명 URL로 파일 내려받기 (blob, 서명이 권한)",
          params: signedParams,
          querystring: signedQuery,
        },
      },
      async (request, reply) =>
        sendFile(reply, await readSignedDownload({ db, store, secret, ...signedTarget(request) })),
    );
  });
};
