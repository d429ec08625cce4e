import {
  AnswerOpinionBodySchema,
  AttendeeSchema,
  CreateMetadataBodySchema,
  CreateNoticeBodySchema,
  envelope,
  GeneralMeetingIdParamsSchema,
  MeetSeqParamsSchema,
  OnlineLinkBodySchema,
  OnlineLinkCostSchema,
  OnlineLinkResultSchema,
  OnlineListQuerySchema,
  OnlineMeetingIdParamsSchema,
  OnlineMeetingPanelSchema,
  OnlineMeetingSchema,
  OnlineMetadataSchema,
  OnlineNoticeSchema,
  OnlineParticipantsQuerySchema,
  OpinionCountsSchema,
  OpinionParamsSchema,
  OpinionSchema,
  PremiumServiceBodySchema,
  PremiumServiceResultSchema,
  pagedEnvelope,
  SpeechParamsSchema,
  SpeechSchema,
  SpeechStatusBodySchema,
  StreamingStatusBodySchema,
  StreamingStatusSchema,
  ViewerDetailSchema,
  ViewerParamsSchema,
  VoteStatusBodySchema,
  VoteStatusResultSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu, unionMenuRead } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy } from "../../platform/operator-policy";
import { streamingConfig } from "../../providers/streaming/config";
import type { StreamingPort } from "../../providers/streaming/port";
import { streamingSimulator } from "../../providers/streaming/simulator";
import { exportAttendees } from "./online-meetings.excel";
import {
  applyOnline,
  cancelOnline,
  createMetadata,
  createOnline,
  getPanel,
  setStreaming,
  setVoteStatus,
} from "./online-meetings.service";
import { quoteLinks, sendLinks } from "./online-meetings-links.service";
import {
  answer,
  changeSpeech,
  createNotice,
  getAttendees,
  getDashboard,
  getNotices,
  getOpinion,
  getOpinions,
  getSpeeches,
  getViewer,
  type OnlineReads,
  onlineReads,
} from "./online-meetings-live.service";
import { onlineOpsRoutes } from "./online-meetings-ops.routes";
import { streamingPlaybackRoutes } from "./streaming-playback.routes";

export type OnlineMeetingsDeps = {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  operator: OperatorPolicy;
  publicBaseUrl: string;
  /** The streaming port; the simulator (STREAMING_PROVIDER=simulator) unless a test gives its own. */
  streaming?: StreamingPort;
  /** The polled reads' caches; one per app unless given. */
  reads?: OnlineReads;
};

/** The meeting detail's calls are menu M1004; the union is the Union-Seq header's. */
const config = { access: unionMenu("M1004", "header") };
const tags = ["online-meetings"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;
const PremiumHeadersSchema = IdempotencyHeadersSchema.extend({
  mbseq: z.coerce.number().int().positive().optional(),
});

/** The online general meeting's console calls (spec 03 §2.9, §7 Online meeting; area `online-meeting`). */
export const onlineMeetingsRoutes: FastifyPluginAsyncZod<OnlineMeetingsDeps> = async (app, deps) => {
  const { db, jobs, store, operator, publicBaseUrl } = deps;
  const streaming = deps.streaming ?? streamingSimulator({ db, config: streamingConfig() });
  const reads = deps.reads ?? onlineReads();
  const assertMember = (request: FastifyRequest & { headers: { mbseq?: number } }) => {
    const mbSeq = request.headers.mbseq;
    if (mbSeq !== undefined && mbSeq !== request.actor!.memberSeq) throw badRequest("회원 정보가 일치하지 않습니다.");
  };

  await app.register(streamingPlaybackRoutes, { db });
  await app.register(onlineOpsRoutes, { db });

  app.post(
    "/v2/premium-services",
    {
      config,
      schema: {
        tags,
        summary: "온라인 총회 신청 (PENDING → APPLYING; 비용 차감, Idempotency-Key; 헤더 mbSeq)",
        headers: PremiumHeadersSchema,
        body: PremiumServiceBodySchema,
        response: { 200: envelope(PremiumServiceResultSchema) },
      },
    },
    async (request, reply) => {
      assertMember(request);
      return idempotent({ db, request, reply, body: request.body }, (idempotency) =>
        applyOnline({
          db,
          jobs,
          operator,
          actor: request.actor!,
          unionSeq: unionOf(request),
          meetSeq: request.body.meetSeq,
          onCommit: idempotency.complete,
        }),
      );
    },
  );

  app.delete(
    "/v2/premium-services",
    {
      config,
      schema: {
        tags,
        summary: "온라인 총회 신청 취소 (APPLYING: 전액 환불, CONFIRMED: 환불 없음)",
        headers: PremiumHeadersSchema,
        body: PremiumServiceBodySchema,
        response: { 200: envelope(PremiumServiceResultSchema) },
      },
    },
    async (request) => {
      assertMember(request);
      return ok(await cancelOnline({ db, unionSeq: unionOf(request), meetSeq: request.body.meetSeq }));
    },
  );

  app.get(
    "/v2/general-meetings/:meetSeq/online-general-meetings",
    {
      config,
      schema: {
        tags,
        summary: "총회의 온라인 총회 신청 상태 (없으면 PENDING)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(OnlineMeetingPanelSchema) },
      },
    },
    async (request) => ok(await getPanel({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );

  app.post(
    "/v2/general-meetings/:id/online-general-meetings",
    {
      config,
      schema: {
        tags,
        summary: "온라인 총회 운영 시작 (CONFIRMED → CREATED, 참석 링크 생성)",
        params: GeneralMeetingIdParamsSchema,
        response: {
          200: envelope(z.object({ onlineGeneralMeetingSeq: z.number().int(), serviceStatus: z.literal("CREATED") })),
        },
      },
    },
    async (request) => ok(await createOnline({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );

  app.get(
    "/v2/online-general-meetings/:id",
    {
      config,
      schema: {
        tags,
        summary: "온라인 총회 대시보드 (10초마다 조회: 송출, 시청자 수, 최근 공지, 설정, 종료 정보)",
        params: OnlineMeetingIdParamsSchema,
        response: { 200: envelope(OnlineMeetingSchema) },
      },
    },
    async (request) =>
      ok(await getDashboard({ db, reads, unionSeq: unionOf(request), id: request.params.id, publicBaseUrl })),
  );

  app.post(
    "/v2/online-general-meetings/:id/meta-datas",
    {
      config,
      schema: {
        tags,
        summary: "영상 송출 정보 생성 (인코더 URL, 스트림 키 14일, 관리자 계정)",
        params: OnlineMeetingIdParamsSchema,
        body: CreateMetadataBodySchema.partial().optional(),
        response: { 200: envelope(OnlineMetadataSchema) },
      },
    },
    async (request) => {
      const data = await createMetadata({ db, streaming, unionSeq: unionOf(request), id: request.params.id });
      reads.changed(request.params.id);
      return ok(data);
    },
  );

  app.patch(
    "/v2/online-general-meetings/:id/status",
    {
      config,
      schema: {
        tags,
        summary: "온라인 총회 시작 / 종료 (BROADCASTING ↔ STOPPED; 투표 중에는 종료 불가)",
        params: OnlineMeetingIdParamsSchema,
        body: StreamingStatusBodySchema,
        response: {
          200: envelope(
            z.object({
              streamingStatus: StreamingStatusSchema,
              startAt: z.string().nullable(),
              endAt: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const data = await setStreaming({
        db,
        jobs,
        streaming,
        unionSeq: unionOf(request),
        id: request.params.id,
        next: request.body.streamingStatusType,
      });
      reads.changed(request.params.id);
      return ok(data);
    },
  );

  app.patch(
    "/v2/online-general-meetings/:id/vote-status",
    {
      config,
      schema: {
        tags,
        summary: "온라인 투표 시작 (되돌릴 수 없음) / 마감 (미제출은 기권·무효)",
        params: OnlineMeetingIdParamsSchema,
        body: VoteStatusBodySchema,
        response: { 200: envelope(VoteStatusResultSchema) },
      },
    },
    async (request) => {
      const data = await setVoteStatus({
        db,
        unionSeq: unionOf(request),
        id: request.params.id,
        status: request.body.status,
      });
      reads.changed(request.params.id);
      return ok(data);
    },
  );

  app.get(
    "/v2/online-general-meetings/:id/notices",
    {
      config,
      schema: {
        tags,
        summary: "공지 목록 (최신순)",
        params: OnlineMeetingIdParamsSchema,
        querystring: OnlineListQuerySchema,
        response: { 200: pagedEnvelope(OnlineNoticeSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await getNotices({
        db,
        reads,
        unionSeq: unionOf(request),
        id: request.params.id,
        ...request.query,
      });
      return paged(rows, total);
    },
  );

  app.post(
    "/v2/online-general-meetings/:id/notices",
    {
      config,
      schema: {
        tags,
        summary: "공지 등록 (150자)",
        params: OnlineMeetingIdParamsSchema,
        body: CreateNoticeBodySchema,
        response: { 200: envelope(OnlineNoticeSchema) },
      },
    },
    async (request) =>
      ok(
        await createNotice({
          db,
          reads,
          actor: request.actor!,
          unionSeq: unionOf(request),
          id: request.params.id,
          message: request.body.message,
        }),
      ),
  );

  app.get(
    "/v2/online-general-meetings/:id/opinions",
    {
      config,
      schema: {
        tags,
        summary: "참석자 의견 목록 (최신순, 10초마다 조회; counts: 전체·미답변)",
        params: OnlineMeetingIdParamsSchema,
        querystring: OnlineListQuerySchema,
        response: { 200: pagedEnvelope(OpinionSchema).extend({ counts: OpinionCountsSchema }) },
      },
    },
    async (request) => {
      const { rows, total, pending } = await getOpinions({
        db,
        unionSeq: unionOf(request),
        id: request.params.id,
        ...request.query,
      });
      return { ...paged(rows, total), counts: { totalCount: total, pendingCount: pending } };
    },
  );

  app.get(
    "/v2/online-general-meetings/:id/opinions/:opinionSeq",
    {
      config,
      schema: {
        tags,
        summary: "참석자 의견 상세",
        params: OpinionParamsSchema,
        response: { 200: envelope(OpinionSchema) },
      },
    },
    async (request) =>
      ok(
        await getOpinion({
          db,
          unionSeq: unionOf(request),
          id: request.params.id,
          opinionSeq: request.params.opinionSeq,
        }),
      ),
  );

  app.post(
    "/v2/online-general-meetings/:id/opinions/:opinionSeq",
    {
      config,
      schema: {
        tags,
        summary: "의견 답변 등록 (150자, PENDING → COMPLETED)",
        params: OpinionParamsSchema,
        body: AnswerOpinionBodySchema,
        response: { 200: envelope(OpinionSchema) },
      },
    },
    async (request) =>
      ok(
        await answer({
          db,
          reads,
          actor: request.actor!,
          unionSeq: unionOf(request),
          id: request.params.id,
          opinionSeq: request.params.opinionSeq,
          answer: request.body.answer,
        }),
      ),
  );

  app.get(
    "/v2/online-general-meetings/:id/speeches",
    {
      config,
      schema: {
        tags,
        summary: "발언 요청 목록 (진행 중·요청 먼저; isAble: 버튼 사용 가능)",
        params: OnlineMeetingIdParamsSchema,
        querystring: OnlineListQuerySchema,
        response: { 200: pagedEnvelope(SpeechSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await getSpeeches({
        db,
        unionSeq: unionOf(request),
        id: request.params.id,
        ...request.query,
      });
      return paged(rows, total);
    },
  );

  app.patch(
    "/v2/online-general-meetings/:id/speeches/:speechSeq/status",
    {
      config,
      schema: {
        tags,
        summary: "발언승인 (APPROVED) / 연결종료 (DISCONNECTED) / 연결취소 (CONNECTION_CANCEL)",
        params: SpeechParamsSchema,
        body: SpeechStatusBodySchema,
        response: {
          200: envelope(
            z.object({ speechSeq: z.number().int(), speechStatusType: SpeechSchema.shape.speechStatusType }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await changeSpeech({
          db,
          reads,
          actor: request.actor!,
          unionSeq: unionOf(request),
          id: request.params.id,
          speechSeq: request.params.speechSeq,
          action: request.body.status,
        }),
      ),
  );

  app.get(
    "/v2/online-general-meetings/:id/participants",
    {
      config,
      schema: {
        tags,
        summary: "참석자 현황 (선거인별 참석 구분, 온라인 입장 상태, 링크 발송 횟수)",
        params: OnlineMeetingIdParamsSchema,
        querystring: OnlineParticipantsQuerySchema,
        response: { 200: pagedEnvelope(AttendeeSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await getAttendees({
        db,
        unionSeq: unionOf(request),
        id: request.params.id,
        filter,
        paging: { page, pageSize },
      });
      return paged(rows, total);
    },
  );

  app.get(
    "/v2/online-general-meetings/:id/participants/excel",
    {
      config,
      schema: {
        tags,
        summary: "참석자 목록 내려받기 (xlsx)",
        params: OnlineMeetingIdParamsSchema,
        querystring: OnlineParticipantsQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportAttendees({
        db,
        unionSeq: unionOf(request),
        id: request.params.id,
        filter: request.query,
      });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.post(
    "/v2/online-general-meetings/:id/participants/links/cost",
    {
      config: { access: unionMenuRead("M1004", "header") },
      schema: {
        tags,
        summary: "온라인 총회 링크 발송 비용 조회 (미참석 선거인만)",
        params: OnlineMeetingIdParamsSchema,
        body: OnlineLinkBodySchema,
        response: { 200: envelope(OnlineLinkCostSchema) },
      },
    },
    async (request) =>
      ok(
        await quoteLinks({
          db,
          store,
          unionSeq: unionOf(request),
          id: request.params.id,
          meetParticipantSeqs: request.body.meetParticipantSeqs,
          publicBaseUrl,
        }),
      ),
  );

  app.post(
    "/v2/online-general-meetings/:id/participants/links",
    {
      config,
      schema: {
        tags,
        summary: "온라인 총회 링크 발송 (문자, 비용 차감, Idempotency-Key; 미참석 선거인만)",
        params: OnlineMeetingIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: OnlineLinkBodySchema,
        response: { 200: envelope(OnlineLinkResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent({ db, request, reply, body: request.body }, (idempotency) =>
        sendLinks({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: unionOf(request),
          id: request.params.id,
          meetParticipantSeqs: request.body.meetParticipantSeqs,
          publicBaseUrl,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.get(
    "/v2/online-general-meetings/:id/viewers/:viewerSeq",
    {
      config,
      schema: {
        tags,
        summary: "참석자 상세 (이름, 연락처, 물건지)",
        params: ViewerParamsSchema,
        response: { 200: envelope(ViewerDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await getViewer({
          db,
          unionSeq: unionOf(request),
          id: request.params.id,
          viewerSeq: request.params.viewerSeq,
        }),
      ),
  );
};
