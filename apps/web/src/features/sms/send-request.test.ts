import { SendSmsBodySchema, SMS_MESSAGES, type SmsRecipientCandidate } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import {
  type ComposeValues,
  EMPTY_COMPOSE,
  firstIssueMessage,
  mergeRecipients,
  recipientOf,
  sendBodyOf,
  smsFormDataOf,
} from "./send-request";

const candidate = (over: Partial<SmsRecipientCandidate> = {}): SmsRecipientCandidate => ({
  unionRegisterSeq: 7,
  unionRegisterNo: "3-0",
  name: { name: "김조합", nameClass: "" },
  mainPhone: { phoneNo: "01011112222", isContactAllowed: true },
  postAddress: { address: "서울", detailAddress: "1호", zipNo: "01234" },
  agent: null,
  ...over,
});
const values = (over: Partial<ComposeValues> = {}): ComposeValues => ({
  ...EMPTY_COMPOSE,
  outgoingPhoneNo: "0212345678",
  message: "총회 안내",
  ...over,
});

describe("recipients", () => {
  it("sends to the owner's main phone, or to the agent in the owner's place", () => {
    expect(recipientOf(candidate())).toEqual({
      unionRegisterSeq: 7,
      name: "김조합",
      phoneNo: "01011112222",
      isAgent: false,
    });
    expect(recipientOf(candidate({ agent: { name: "이대리", phoneNo: "01033334444" } }))).toEqual({
      unionRegisterSeq: 7,
      name: "이대리",
      phoneNo: "01033334444",
      isAgent: true,
    });
  });

  it("adds manual numbers after the register rows, once per phone", () => {
    const merged = mergeRecipients([recipientOf(candidate())], ["01011112222", "0311234567", "0311234567"]);
    expect(merged.map((recipient) => recipient.phoneNo)).toEqual(["01011112222", "0311234567"]);
    expect(merged[1]).toEqual({ unionRegisterSeq: null, name: "", phoneNo: "0311234567", isAgent: false });
  });
});

describe("send body", () => {
  const recipients = [recipientOf(candidate())];

  it("counts new and reused images and drops the date of an immediate send", () => {
    const body = sendBodyOf(values({ scheduledAt: "2099-01-01T10:00" }), recipients, { newCount: 1, fileSeqs: [5] });
    expect(body).toMatchObject({ sendType: "IMMEDIATE", scheduledAt: null, imageCount: 2, fileSeqs: [5] });
  });

  it("turns the local date-time of a scheduled send into an ISO instant", () => {
    const body = sendBodyOf(values({ sendType: "SCHEDULE", scheduledAt: "2099-01-01T10:00" }), recipients, {
      newCount: 0,
      fileSeqs: [],
    });
    expect(body.scheduledAt).toBe(new Date("2099-01-01T10:00").toISOString());
  });

  it("tells the first invalid field in screen order", () => {
    const body = sendBodyOf(values({ outgoingPhoneNo: "", message: "" }), [], { newCount: 0, fileSeqs: [] });
    const parsed = SendSmsBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(firstIssueMessage(parsed.error?.issues ?? [])).toBe(SMS_MESSAGES.outgoingPhoneNoRequired);
  });

  it("asks for a schedule date before the message and recipients", () => {
    const body = sendBodyOf(values({ sendType: "SCHEDULE", message: "" }), [], { newCount: 0, fileSeqs: [] });
    const parsed = SendSmsBodySchema.safeParse(body);
    expect(firstIssueMessage(parsed.error?.issues ?? [])).toBe(SMS_MESSAGES.scheduledAtRequired);
  });

  it("builds the multipart parts: scalars, recipients as JSON, reused images and files", async () => {
    const body = SendSmsBodySchema.parse(
      sendBodyOf(values({ title: "공지" }), recipients, { newCount: 1, fileSeqs: [9] }),
    );
    const image = new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
    const form = smsFormDataOf(body, [image]);
    expect(form.get("outgoingPhoneNo")).toBe("0212345678");
    expect(form.get("sendType")).toBe("IMMEDIATE");
    expect(form.has("scheduledAt")).toBe(false);
    expect(form.get("title")).toBe("공지");
    expect(JSON.parse(String(form.get("recipients")))).toEqual(body.recipients);
    expect(JSON.parse(String(form.get("fileSeqs")))).toEqual([9]);
    expect((form.get("files") as File).name).toBe("a.png");
  });
});
