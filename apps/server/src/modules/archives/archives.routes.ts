import {
  ArchiveBodySchema,
  ArchiveFileParamsSchema,
  ArchiveListItemSchema,
  ArchiveParamsSchema,
  ArchiveSchema,
  envelope,
  ListArchivesQuerySchema,
  pagedEnvelope,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import {
  createArchive,
  downloadArchiveFile,
  getArchive,
  listArchives,
  modifyArchive,
  removeArchive,
  viewerOf,
} from "./archives.service";

/** Menu M0410 자료실. */
export const ARCHIVES_MENU = "M0410";

/** The union's archive (spec 04 §2.8, §7 Archives; menu M0410). */
export const archivesRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  const tags = ["archives"];
  const config = { access: unionMenu(ARCHIVES_MENU) };
  const base = "/v1/unions/:unionSeq/archives";

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "자료실 목록 (제목 검색, 최신순)",
        params: UnionSeqParamsSchema,
        querystring: ListArchivesQuerySchema,
        response: { 200: pagedEnvelope(ArchiveListItemSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.actor!, request.unionContext!);
      const { items, total } = await listArchives({
        db,
        unionSeq: request.params.unionSeq,
        viewer,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary:
          "자료 등록 {title, content, category, isPublic, fileSeqs} (파일은 서명 URL로 먼저 업로드, 구분 UNION_BOARD)",
        params: UnionSeqParamsSchema,
        body: ArchiveBodySchema,
        response: { 200: envelope(ArchiveSchema) },
      },
    },
    async (request) =>
      ok(
        await createArchive({
          db,
          store,
          unionSeq: request.params.unionSeq,
          actor: request.actor!,
          viewer: viewerOf(request.actor!, request.unionContext!),
          input: request.body,
        }),
      ),
  );

  app.get(
    `${base}/:archiveSeq`,
    {
      config,
      schema: {
        tags,
        summary: "자료 상세 (파일과 파일 이력)",
        params: ArchiveParamsSchema,
        response: { 200: envelope(ArchiveSchema) },
      },
    },
    async (request) =>
      ok(await getArchive({ db, ...request.params, viewer: viewerOf(request.actor!, request.unionContext!) })),
  );

  app.put(
    `${base}/:archiveSeq`,
    {
      config,
      schema: {
        tags,
        summary: "자료 수정 (새로 첨부하는 파일은 이미지만; 빠진 파일은 삭제 이력)",
        params: ArchiveParamsSchema,
        body: ArchiveBodySchema,
        response: { 200: envelope(ArchiveSchema) },
      },
    },
    async (request) =>
      ok(
        await modifyArchive({
          db,
          store,
          ...request.params,
          actor: request.actor!,
          viewer: viewerOf(request.actor!, request.unionContext!),
          input: request.body,
        }),
      ),
  );

  app.delete(
    `${base}/:archiveSeq`,
    {
      config,
      schema: {
        tags,
        summary: "자료 삭제",
        params: ArchiveParamsSchema,
        response: { 200: envelope(z.object({ archiveSeq: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await removeArchive({ db, ...request.params, viewer: viewerOf(request.actor!, request.unionContext!) })),
  );

  app.get(
    `${base}/:archiveSeq/files/:fileSeq`,
    {
      config,
      schema: {
        tags,
        summary: "자료 파일 내려받기 (blob; 다운로드 이력에 남음)",
        params: ArchiveFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await downloadArchiveFile({
        db,
        store,
        ...request.params,
        actor: request.actor!,
        viewer: viewerOf(request.actor!, request.unionContext!),
      });
      return reply
        .header("content-type", file.row.contentType)
        .header("content-length", file.row.size)
        .header("content-disposition", contentDisposition(file.row.originalName))
        .header("cache-control", "private, no-store")
        .send(file.stream);
    },
  );
};
