import type { Db } from "../../../db/client";
import {
  type EvoteDeliveryReport,
  type EvoteHandedOver,
  type EvoteMessage,
  type EvotePort,
  EvoteServiceError,
} from "./evote.port";

type RemoteStatus = {
  clientRef: number;
  status: "QUEUED" | "SENT" | "DELIVERED" | "FAILED";
  at?: string;
  reason?: string;
};

/**
 * An e-vote service reached over HTTP with a bearer key (EVOTE_API_URL, EVOTE_API_KEY): `POST /messages` takes
 * `{messages: [{clientRef, to, text}]}` and answers `{accepted: [{clientRef}]}`; `GET /messages?refs=1,2,...`
 * answers `{statuses: [{clientRef, status, at, reason}]}`. Our delivery row's number is the client reference,
 * so a retried submit is recognised by the service and a poll needs nothing else. Vendors differ in names;
 * this is the shape their relay APIs share, to be mapped per contract.
 */
export function evoteHttpAdapter(opts: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): EvotePort {
  const doFetch = opts.fetch ?? fetch;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await doFetch(`${opts.baseUrl.replace(/\/+$/, "")}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${opts.apiKey}`, "content-type": "application/json" },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new EvoteServiceError(`e-vote service answered ${response.status} on ${path}`);
    return response.json() as Promise<unknown>;
  };
  return {
    submit: async (_db: Db, messages: EvoteMessage[]) => {
      const body = await call("/messages", {
        method: "POST",
        body: JSON.stringify({
          messages: messages.map((m) => ({ clientRef: m.sendSeq, to: m.phoneNo, text: m.text })),
        }),
      });
      const accepted = new Set(
        ((body as { accepted?: { clientRef: number }[] }).accepted ?? []).map((a) => a.clientRef),
      );
      return new Map(messages.filter((m) => accepted.has(m.sendSeq)).map((m) => [m.sendSeq, m.sendSeq]));
    },
    poll: async (_db: Db, items: EvoteHandedOver[], now: Date) => {
      if (items.length === 0) return [];
      const body = await call(`/messages?refs=${items.map((i) => i.ref).join(",")}`);
      const byRef = new Map(((body as { statuses?: RemoteStatus[] }).statuses ?? []).map((s) => [s.clientRef, s]));
      return items.map((item): EvoteDeliveryReport => {
        const status = byRef.get(item.ref);
        const at = status?.at ? new Date(status.at) : now;
        if (!status || status.status === "QUEUED") return { sendSeq: item.sendSeq, state: "PENDING" };
        if (status.status === "SENT") return { sendSeq: item.sendSeq, state: "SENT", at };
        if (status.status === "DELIVERED") return { sendSeq: item.sendSeq, state: "RECEIVED", at };
        return { sendSeq: item.sendSeq, state: "FAILED", at, failReason: status.reason || "전송 실패" };
      });
    },
  };
}
