import { POST_DELIVERY_LABELS, type PostDeliveryStatus } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PUBLIC } from "../../platform/access";
import type { PostalPort, PostalTracking } from "../../providers/post/port";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const seoul = (iso: string) =>
  new Intl.DateTimeFormat("ko-KR", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));

const STYLE = `body{font-family:"Noto Sans KR",sans-serif;margin:0;background:#f5f6f8;color:#1a1a1a}
main{max-width:640px;margin:40px auto;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px}p{margin:4px 0 16px;color:#555}table{width:100%;border-collapse:collapse;font-size:14px}
th,td{border-bottom:1px solid #e3e5e8;padding:10px 8px;text-align:left}th{background:#f0f2f5}.status{font-size:18px;font-weight:700;color:#1565c0}`;

/** The page of a registered-mail number: its status and every move (what a carrier's tracking page shows). */
export function trackingPage(trackingNo: string, tracking: PostalTracking | null) {
  const body = tracking
    ? `<p>등기번호 ${escapeHtml(trackingNo)}</p><p class="status">${escapeHtml(POST_DELIVERY_LABELS[tracking.stage])}</p>
<table><thead><tr><th>일시</th><th>처리 현황</th><th>장소</th></tr></thead><tbody>
${tracking.events
  .map(
    (e) =>
      `<tr><td>${escapeHtml(seoul(e.at))}</td><td>${escapeHtml(POST_DELIVERY_LABELS[e.stage as PostDeliveryStatus])}</td><td>${escapeHtml(e.place)}</td></tr>`,
  )
  .join("\n")}
</tbody></table>`
    : `<p>등기번호 ${escapeHtml(trackingNo)}에 해당하는 우편물을 찾을 수 없습니다.</p>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>우편물 배송 조회</title><style>${STYLE}</style></head><body><main><h1>우편물 배송 조회</h1>${body}</main></body></html>`;
}

/**
 * GET /post-tracking/{trackingNo} (public; the link of a registered-mail number in a post's delivery table): the
 * carrier's record of the letter as a page. Numbers are 13 digits; an unknown one answers 404 with the same page.
 */
export const postTrackingRoutes: FastifyPluginAsyncZod<{ postal: PostalPort }> = async (app, { postal }) => {
  app.get(
    "/post-tracking/:trackingNo",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["posts"],
        summary: "우편물 배송 조회 페이지 (등기번호)",
        params: z.object({ trackingNo: z.string().regex(/^\d{13}$/, "등기번호는 13자리 숫자입니다.") }),
      },
    },
    async (request, reply) => {
      const tracking = await postal.track(request.params.trackingNo);
      return reply
        .code(tracking ? 200 : 404)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(trackingPage(request.params.trackingNo, tracking));
    },
  );
};
