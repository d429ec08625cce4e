import {
  DeletePostFormsBodySchema,
  envelope,
  ListPostRecipientsQuerySchema,
  ListPostsQuerySchema,
  PostCostSchema,
  PostDetailSchema,
  PostFormSchema,
  PostParamsSchema,
  PostRecipientCandidateSchema,
  PostRecipientSchema,
  PostRecipientsQuerySchema,
  PostSchema,
  pagedEnvelope,
  ResendPostBodySchema,
  SavePostFormBodySchema,
  SendPostBodySchema,
  SendPostResultSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu, unionMenuRead } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { deletePostForms, listPostForms, savePostForm } from "./post-forms.service";
import {
  getPost,
  listPostRecipients,
  listPosts,
  listRecipientCandidates,
  previewPost,
  quotePost,
  resendPost,
  sendPost,
} from "./posts.service";
import { renderLettersOnThread } from "./posts-letters-thread";

export const POSTS_MENU = "M0405";
export type PostsDeps = { db: Db; jobs: Jobs; store: FileStore };

/** Postal mail (우편 발송): send, cost, records, resend, saved forms (spec 04 §2.2 and §7 Posts). */
export const postsRoutes: FastifyPluginAsyncZod<PostsDeps> = async (app, { db, jobs, store }) => {
  const tags = ["posts"];
  const config = { access: unionMenu(POSTS_MENU) };

  app.get(
    "/v1/unions/:unionSeq/posts",
    {
      config,
      schema: {
        tags,
        summary: "우편 발송 내역 (10건씩)",
        params: UnionSeqParamsSchema,
        querystring: ListPostsQuerySchema,
        response: { 200: pagedEnvelope(PostSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listPosts({ db, unionSeq: request.params.unionSeq, ...request.query });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/unions/:unionSeq/posts/recipients",
    {
      config,
      schema: {
        tags,
        summary: "수신자 선택: 조합원 명부와 우편 주소 (필터, 페이지)",
        params: UnionSeqParamsSchema,
        querystring: PostRecipientsQuerySchema,
        response: { 200: pagedEnvelope(PostRecipientCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listRecipientCandidates({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/posts",
    {
      config,
      schema: {
        tags,
        summary: "우편 발송 요청 (발송자, 문서, 수신자, 발송 옵션; 비용 차감, Idempotency-Key)",
        params: UnionSeqParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: SendPostBodySchema,
        response: { 200: envelope(SendPostResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent({ db, request, reply, body: request.body }, (idempotency) =>
        sendPost({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          input: request.body,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.post(
    "/v1/unions/:unionSeq/posts/cost/calculate",
    {
      config,
      schema: {
        tags,
        summary: "우편 발송 비용 조회 (sentPageCount, productionCost, shippingCost, totalCost)",
        params: UnionSeqParamsSchema,
        body: SendPostBodySchema,
        response: { 200: envelope(PostCostSchema) },
      },
    },
    async (request) => ok(await quotePost({ db, store, unionSeq: request.params.unionSeq, input: request.body })),
  );

  app.post(
    "/v1/unions/:unionSeq/posts/preview",
    {
      config: { access: unionMenuRead(POSTS_MENU) },
      schema: {
        tags,
        summary: "우편 미리보기 PDF (첫 수신자의 주소 면과 문서; 발송 요청과 같은 본문)",
        params: UnionSeqParamsSchema,
        body: SendPostBodySchema,
      },
    },
    async (request, reply) => {
      const bytes = await previewPost({
        db,
        store,
        unionSeq: request.params.unionSeq,
        input: request.body,
        render: renderLettersOnThread,
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent("우편_미리보기.pdf")}`)
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    "/v1/unions/:unionSeq/posts/:postSeq",
    {
      config,
      schema: {
        tags,
        summary: "우편 발송 상세 (발송자, 문서, 비용, 서신 PDF)",
        params: PostParamsSchema,
        response: { 200: envelope(PostDetailSchema) },
      },
    },
    async (request) => ok(await getPost({ db, ...request.params })),
  );

  app.get(
    "/v1/unions/:unionSeq/posts/:postSeq/recipients",
    {
      config,
      schema: {
        tags,
        summary: "우편 수신자별 배송 현황 (등기번호, 배송 조회 링크)",
        params: PostParamsSchema,
        querystring: ListPostRecipientsQuerySchema,
        response: { 200: pagedEnvelope(PostRecipientSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listPostRecipients({ db, ...request.params, ...request.query });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/posts/:postSeq/resend",
    {
      config,
      schema: {
        tags,
        summary: "미배달 수신자 재발송 (새 우편으로 비용 차감, Idempotency-Key)",
        params: PostParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ResendPostBodySchema,
        response: { 200: envelope(SendPostResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent({ db, request, reply, body: request.body }, (idempotency) =>
        resendPost({
          db,
          jobs,
          store,
          actor: request.actor!,
          ...request.params,
          postRecipientSeqs: request.body.postRecipientSeqs,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.get(
    "/v1/unions/:unionSeq/post-forms",
    {
      config,
      schema: {
        tags,
        summary: "저장된 우편 서식",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(z.array(PostFormSchema)) },
      },
    },
    async (request) => ok(await listPostForms({ db, store, unionSeq: request.params.unionSeq })),
  );

  app.post(
    "/v1/unions/:unionSeq/post-forms",
    {
      config,
      schema: {
        tags,
        summary: "서식저장 {fileSeq, formName}",
        params: UnionSeqParamsSchema,
        body: SavePostFormBodySchema,
        response: { 200: envelope(z.object({ postFormSeq: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await savePostForm({
          db,
          store,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          ...request.body,
        }),
      ),
  );

  app.delete(
    "/v1/unions/:unionSeq/post-forms",
    {
      config,
      schema: {
        tags,
        summary: "서식 삭제 {postFormSeqs}",
        params: UnionSeqParamsSchema,
        body: DeletePostFormsBodySchema,
        response: { 200: envelope(z.object({ deletedCount: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await deletePostForms({ db, unionSeq: request.params.unionSeq, postFormSeqs: request.body.postFormSeqs })),
  );
};
