import {
  envelope,
  FileStatusPatchSchema,
  ListRegistersQuerySchema,
  REGISTER_EXPORT_FILE_NAME,
  REGISTER_TEMPLATE_FILE_NAME,
  RegisterFileStatusSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { readBytes, readUploads } from "../../platform/uploads";
import { exportOwners } from "./register.service";
import { patchFileStatus, showFileStatus, uploadRegister } from "./register-file.service";

export type RegisterFileDeps = { db: Db; store: FileStore; jobs: Jobs };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Register lifecycle: upload and conversion, status, template, download. */
export const registerFileRoutes: FastifyPluginAsyncZod<RegisterFileDeps> = async (app, deps) => {
  const { db, store, jobs } = deps;
  const tags = ["register"];
  const config = { access: unionMenu("M0401") };

  app.get(
    "/v1/unions/:unionSeq/registers/file-status",
    {
      config,
      schema: {
        tags,
        summary: "명부 상태",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(RegisterFileStatusSchema) },
      },
    },
    async (request) => ok(await showFileStatus({ db, unionSeq: request.params.unionSeq })),
  );

  app.patch(
    "/v1/unions/:unionSeq/registers/file-status",
    {
      config,
      schema: {
        tags,
        summary: "명부 확정 (CONVEY -> CONFIRM) 또는 검토 요청 취소 (CANCEL)",
        params: UnionSeqParamsSchema,
        body: FileStatusPatchSchema,
        response: { 200: envelope(RegisterFileStatusSchema) },
      },
    },
    async (request) =>
      ok(
        await patchFileStatus({
          db,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          status: request.body.status,
        }),
      ),
  );

  app.post(
    "/v1/unions/:unionSeq/registers/files",
    {
      config,
      schema: {
        tags,
        summary: "명부 엑셀 업로드 (multipart: file, xlsx 한 개)",
        consumes: ["multipart/form-data"],
        params: UnionSeqParamsSchema,
        response: { 200: envelope(RegisterFileStatusSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest("엑셀 파일을 선택해 주세요.");
      const uploads: { fileName: string; bytes: Buffer }[] = [];
      const form = readUploads(request, {
        division: "REGISTER",
        maxFiles: 1,
        tooManyFilesMessage: "엑셀 파일 한 개만 업로드할 수 있습니다.",
      });
      for await (const file of form.files)
        uploads.push({ fileName: file.fileName, bytes: await readBytes(file.stream) });
      if (uploads.length !== 1) throw badRequest("엑셀 파일 한 개만 업로드할 수 있습니다.");
      const [upload] = uploads;
      return ok(
        await uploadRegister({ db, store, jobs, actor: request.actor!, unionSeq: request.params.unionSeq, ...upload! }),
      );
    },
  );

  app.get(
    "/v1/unions/:unionSeq/registers/template",
    { config, schema: { tags, summary: "명부 업로드 양식 (xlsx)", params: UnionSeqParamsSchema } },
    async (_request, reply) =>
      reply
        .header("content-type", XLSX)
        .header("content-disposition", contentDisposition(REGISTER_TEMPLATE_FILE_NAME))
        .send(await (await import("./excel/register-template")).buildRegisterTemplate()),
  );

  app.get(
    "/v1/unions/:unionSeq/registers/download",
    {
      config,
      schema: {
        tags,
        summary: "명부 다운로드 (조합원_명부.xlsx, 검색 조건 적용)",
        params: UnionSeqParamsSchema,
        querystring: ListRegistersQuerySchema,
      },
    },
    async (request, reply) => {
      const workbook = await exportOwners({ db, unionSeq: request.params.unionSeq, query: request.query });
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", contentDisposition(REGISTER_EXPORT_FILE_NAME))
        .send(workbook);
    },
  );
};
