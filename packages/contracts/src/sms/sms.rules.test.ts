import { describe, expect, it } from "vitest";
import { FILE_DIVISIONS } from "../files/files.schemas";
import { MAX_SMS_IMAGE_BYTES, SMS_IMAGE_LIMIT_LABEL, SMS_MESSAGES } from "./sms.constants";
import { SendSmsBodySchema } from "./sms.requests";
import { countBytes, deriveSmsType, messageByteLimit, parseManualNumbers, truncateToBytes } from "./sms.rules";

describe("countBytes", () => {
  it("counts ASCII as 1 byte and Korean as 2 bytes", () => {
    expect(countBytes("")).toBe(0);
    expect(countBytes("abc 123")).toBe(7);
    expect(countBytes("가나다")).toBe(6);
    expect(countBytes("총회 안내 A")).toBe(11);
  });
  it("counts a line break as 1 byte, CRLF included", () => {
    expect(countBytes("a\nb")).toBe(3);
    expect(countBytes("a\r\nb")).toBe(3);
  });
  it("counts symbols and emoji as 2 bytes", () => {
    expect(countBytes("※")).toBe(2);
    expect(countBytes("😀")).toBe(2);
  });
  it("fits 90 ASCII characters or 45 Korean characters in one SMS", () => {
    expect(countBytes("a".repeat(90))).toBe(90);
    expect(countBytes("가".repeat(45))).toBe(90);
  });
});

describe("truncateToBytes", () => {
  it("never splits a Korean character", () => {
    expect(truncateToBytes("가나다", 5)).toBe("가나");
    expect(truncateToBytes("ab가", 3)).toBe("ab");
    expect(truncateToBytes("abc", 10)).toBe("abc");
  });
});

describe("deriveSmsType", () => {
  it("is MMS with an image, whatever the text", () => {
    expect(deriveSmsType({ message: "hi", imageCount: 1 })).toBe("MMS");
    expect(deriveSmsType({ title: "제목", message: "", imageCount: 3 })).toBe("MMS");
  });
  it("is LMS with a title or over 90 bytes", () => {
    expect(deriveSmsType({ title: "안내", message: "짧음" })).toBe("LMS");
    expect(deriveSmsType({ message: "가".repeat(46) })).toBe("LMS");
    expect(deriveSmsType({ message: "a".repeat(91) })).toBe("LMS");
  });
  it("is SMS up to 90 bytes without title or image", () => {
    expect(deriveSmsType({ message: "가".repeat(45) })).toBe("SMS");
    expect(deriveSmsType({ title: "   ", message: "a".repeat(90) })).toBe("SMS");
  });
  it("gives 90 bytes for SMS and 2,000 for LMS and MMS", () => {
    expect(messageByteLimit("SMS")).toBe(90);
    expect(messageByteLimit("LMS")).toBe(2000);
    expect(messageByteLimit("MMS")).toBe(2000);
  });
});

describe("parseManualNumbers", () => {
  it("splits by newline or comma and keeps 9 to 12 digit numbers", () => {
    const parsed = parseManualNumbers("01012345678\n021234567, 010-9876-5432\r\n123456789012");
    expect(parsed.numbers).toEqual(["01012345678", "021234567", "01098765432", "123456789012"]);
    expect(parsed.invalid).toEqual([]);
  });
  it("lists bad entries as typed", () => {
    const parsed = parseManualNumbers("0101234, 01012345678, abc0101234567,1234567890123");
    expect(parsed.numbers).toEqual(["01012345678"]);
    expect(parsed.invalid).toEqual(["0101234", "abc0101234567", "1234567890123"]);
  });
  it("drops duplicates and blank entries", () => {
    const parsed = parseManualNumbers("01012345678,,\n 010-1234-5678 \n");
    expect(parsed.numbers).toEqual(["01012345678"]);
    expect(parsed.duplicates).toEqual(["010-1234-5678"]);
  });
  it("returns nothing for an empty input", () => {
    expect(parseManualNumbers("  \n , ")).toEqual({ numbers: [], invalid: [], duplicates: [] });
  });
});

describe("SendSmsBodySchema", () => {
  const base = {
    outgoingPhoneNo: "0212345678",
    sendType: "IMMEDIATE" as const,
    message: "총회 안내",
    recipients: [{ unionRegisterSeq: 1, name: "홍길동", phoneNo: "010-1111-2222" }],
  };
  const firstMessage = (body: unknown) => {
    const result = SendSmsBodySchema.safeParse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it("accepts a valid immediate message and normalises phone numbers", () => {
    const parsed = SendSmsBodySchema.parse(base);
    expect(parsed.recipients[0]?.phoneNo).toBe("01011112222");
  });
  it("requires the sender with 발신번호를 선택해 주세요.", () => {
    expect(firstMessage({ ...base, outgoingPhoneNo: "" })).toBe("발신번호를 선택해 주세요.");
  });
  it("requires the send type with 발송방식을 선택해 주세요.", () => {
    expect(firstMessage({ ...base, sendType: undefined })).toBe("발송방식을 선택해 주세요.");
  });
  it("requires a future scheduledAt for SCHEDULE", () => {
    expect(firstMessage({ ...base, sendType: "SCHEDULE" })).toBe("예약발송일시를 선택해 주세요.");
    expect(firstMessage({ ...base, sendType: "SCHEDULE", scheduledAt: "2020-01-01T00:00:00Z" })).toBe(
      "예약발송일시는 현재 이후로 선택해 주세요.",
    );
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(firstMessage({ ...base, sendType: "SCHEDULE", scheduledAt: future })).toBeNull();
  });
  it("requires a recipient with 선택된 수신자가 없습니다. 수신자를 선택해 주세요.", () => {
    expect(firstMessage({ ...base, recipients: [] })).toBe("선택된 수신자가 없습니다. 수신자를 선택해 주세요.");
  });
  it("refuses more than 10,000 recipients", () => {
    const recipients = Array.from({ length: 10_001 }, () => ({ phoneNo: "01011112222" }));
    expect(firstMessage({ ...base, recipients })).toBe("수신자는 최대 10,000명까지 선택할 수 있습니다.");
  });
  it("requires text or an image", () => {
    expect(firstMessage({ ...base, message: "  " })).toBe("발송할 문자 내용을 입력 또는 이미지를 첨부해 주세요.");
    expect(firstMessage({ ...base, message: "", imageCount: 1 })).toBeNull();
  });
  it("refuses text over 2,000 bytes with 2000Bytes이상 입력할 수 없습니다.", () => {
    expect(firstMessage({ ...base, message: "가".repeat(1000) })).toBeNull();
    expect(firstMessage({ ...base, message: "가".repeat(1001) })).toBe("2000Bytes이상 입력할 수 없습니다.");
  });
  it("refuses more than 3 images", () => {
    expect(firstMessage({ ...base, imageCount: 4 })).toBe("이미지는 최대 3장까지 첨부 가능합니다.");
  });
});

describe("image attachment limit", () => {
  it("is the SMS_IMAGE upload division's 300 KB, shown as 300KB and refused with its message", () => {
    expect(MAX_SMS_IMAGE_BYTES).toBe(FILE_DIVISIONS.SMS_IMAGE.maxBytes);
    expect(MAX_SMS_IMAGE_BYTES).toBe(300 * 1024);
    expect(SMS_IMAGE_LIMIT_LABEL).toBe("300KB");
    expect(SMS_MESSAGES.imageSize).toBe("이미지는 300KB 이하만 첨부 가능합니다.");
  });
});
