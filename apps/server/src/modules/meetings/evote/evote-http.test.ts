import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { EvoteServiceError } from "./evote.port";
import { evoteHttpAdapter } from "./evote-http";

const db = {} as Db;
type Call = { url: string; method: string; body: unknown; auth: string | null };

function fakeService(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const call = {
      url,
      method: init.method ?? "GET",
      body: init.body ? JSON.parse(String(init.body)) : null,
      auth: new Headers(init.headers).get("authorization"),
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe("e-vote HTTP relay adapter", () => {
  it("submits messages with our delivery numbers as client references and keeps only the accepted ones", async () => {
    const service = fakeService(() => ({ body: { accepted: [{ clientRef: 11 }] } }));
    const port = evoteHttpAdapter({ baseUrl: "https://relay.example/", apiKey: "k", fetch: service.fetch });
    const refs = await port.submit(db, [
      { sendSeq: 11, phoneNo: "01011112222", linkToken: "a", text: "링크 a" },
      { sendSeq: 12, phoneNo: "01011113333", linkToken: "b", text: "링크 b" },
    ]);
    expect([...refs]).toEqual([[11, 11]]);
    expect(service.calls).toEqual([
      {
        url: "https://relay.example/messages",
        method: "POST",
        auth: "Bearer k",
        body: {
          messages: [
            { clientRef: 11, to: "01011112222", text: "링크 a" },
            { clientRef: 12, to: "01011113333", text: "링크 b" },
          ],
        },
      },
    ]);
  });

  it("maps the relay's statuses to delivery reports", async () => {
    const at = "2026-11-27T01:00:00.000Z";
    const service = fakeService(() => ({
      body: {
        statuses: [
          { clientRef: 1, status: "QUEUED" },
          { clientRef: 2, status: "SENT", at },
          { clientRef: 3, status: "DELIVERED", at },
          { clientRef: 4, status: "FAILED", at, reason: "수신 거부" },
        ],
      },
    }));
    const port = evoteHttpAdapter({ baseUrl: "https://relay.example", apiKey: "k", fetch: service.fetch });
    const items = [1, 2, 3, 4, 5].map((n) => ({ sendSeq: n, ref: n, phoneNo: "", linkToken: "" }));
    const reports = await port.poll(db, items, new Date());
    expect(service.calls[0]!.url).toBe("https://relay.example/messages?refs=1,2,3,4,5");
    expect(reports).toEqual([
      { sendSeq: 1, state: "PENDING" },
      { sendSeq: 2, state: "SENT", at: new Date(at) },
      { sendSeq: 3, state: "RECEIVED", at: new Date(at) },
      { sendSeq: 4, state: "FAILED", at: new Date(at), failReason: "수신 거부" },
      { sendSeq: 5, state: "PENDING" },
    ]);
  });

  it("throws on an error answer so the job retries", async () => {
    const service = fakeService(() => ({ status: 503, body: {} }));
    const port = evoteHttpAdapter({ baseUrl: "https://relay.example", apiKey: "k", fetch: service.fetch });
    await expect(
      port.poll(db, [{ sendSeq: 1, ref: 1, phoneNo: "", linkToken: "" }], new Date()),
    ).rejects.toBeInstanceOf(EvoteServiceError);
  });
});
