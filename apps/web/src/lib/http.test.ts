import { ERROR_CODES } from "@johap/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const snackbar = vi.hoisted(() => vi.fn());
vi.mock("notistack", () => ({ enqueueSnackbar: snackbar }));
vi.mock("./session-cookies", () => ({
  getAccessToken: () => "token-1",
  getCurrentUnionSeq: () => 3,
  getMemberId: () => "7",
  removeAccessToken: vi.fn(),
}));

const { configureHttp, getDownload, getPaged } = await import("./http");
const { HttpError } = await import("./http-error");

const fetchMock = vi.fn<typeof fetch>();
const effects = { navigate: vi.fn(), showUnionRevokedAlert: vi.fn() };
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  configureHttp(effects);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("getPaged", () => {
  it("answers data with its pagination and sends the bearer token", async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: 200, data: [{ id: 1 }], pagination: { totalDataCount: 9, totalElements: 9 } }),
    );
    await expect(getPaged<{ id: number }>("/v1/unions/3/registers?page=0")).resolves.toEqual({
      data: [{ id: 1 }],
      pagination: { totalDataCount: 9, totalElements: 9 },
    });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.get("Authorization")).toBe("Bearer token-1");
  });

  it("acts on a revoked member like every other call: the alert, then a rejection", async () => {
    fetchMock.mockResolvedValue(json(403, { status: 403, code: ERROR_CODES.MEMBER_REVOKED, message: "권한 회수" }));
    await expect(getPaged("/v1/unions/3/registers")).rejects.toBeInstanceOf(HttpError);
    expect(effects.showUnionRevokedAlert).toHaveBeenCalledWith("권한 회수");
  });
});

describe("getDownload", () => {
  it("answers the bytes of a download with its headers", async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { "content-disposition": 'attachment; filename="a.xlsx"' },
      }),
    );
    const response = await getDownload("/v1/unions/3/registers/download");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="a.xlsx"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it("tells a refused download in a snackbar and rejects as already told", async () => {
    fetchMock.mockResolvedValue(json(403, { status: 403, code: ERROR_CODES.PERMISSION_DENIED, message: "권한 없음" }));
    const error = await getDownload("/v1/unions/3/registers/download").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as InstanceType<typeof HttpError>).isNotified).toBe(true);
    expect(snackbar).toHaveBeenCalledOnce();
  });
});
