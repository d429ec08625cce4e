import { describe, expect, it } from "vitest";
import {
  ConsentCertificateDownloadBodySchema,
  ConsentCertificateRequestBodySchema,
  ConsentStorageExtensionBodySchema,
  consentCertificateFileName,
  ListConsentCertificatesQuerySchema,
} from "./consent-certificates.schemas";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("consent certificate contracts", () => {
  it("asks for the agreement and a recipient who can be requested", () => {
    expect(messageOf(ConsentCertificateRequestBodySchema.safeParse({ consentSeq: 1, recipientSeqs: [1] }))).toBe(
      "주의사항을 확인하시고 내용에 동의해 주세요.",
    );
    expect(
      messageOf(ConsentCertificateRequestBodySchema.safeParse({ consentSeq: 1, recipientSeqs: [], agreed: true })),
    ).toBe("요청하신 증명서를 발급 신청할 수 없습니다. 발급 신청이 가능한 대상자를 선택해 주세요.");
    expect(messageOf(ConsentCertificateDownloadBodySchema.safeParse({ consentSeq: 1, recipientSeqs: [] }))).toBe(
      "요청하신 증명서를 다운로드할 수 없습니다. 다운로드가 가능한 대상자를 선택해 주세요.",
    );
  });

  it("takes the extension's contact as ###-####-#### with the agreement", () => {
    const parse = (body: object) => messageOf(ConsentStorageExtensionBodySchema.safeParse(body));
    expect(parse({ agreed: true })).toBe("연락처를 입력해주세요.");
    expect(parse({ phoneNo: " ", agreed: true })).toBe("연락처를 입력해주세요.");
    expect(parse({ phoneNo: "01012345678", agreed: true })).toBe("올바른 연락처를 입력해주세요.");
    expect(parse({ phoneNo: "02-123-4567", agreed: true })).toBe("올바른 연락처를 입력해주세요.");
    expect(parse({ phoneNo: "010-1234-5678" })).toBe("주의사항을 확인하시고 내용에 동의해 주세요.");
    expect(parse({ phoneNo: "010-1234-5678", agreed: true })).toBeNull();
  });

  it("limits the name search to 30 characters and names the download by its time", () => {
    expect(
      messageOf(ListConsentCertificatesQuerySchema.safeParse({ consentSeq: "1", searchName: "가".repeat(31) })),
    ).toBe("이름은 최대 30자까지 입력 가능합니다.");
    expect(ListConsentCertificatesQuerySchema.parse({ consentSeq: "7" })).toMatchObject({
      consentSeq: 7,
      page: 0,
      pageSize: 10,
    });
    expect(consentCertificateFileName("20261127093000", false)).toBe("전자 문서 증명서_20261127093000.pdf");
    expect(consentCertificateFileName("20261127093000", true)).toBe("전자 문서 증명서_20261127093000.zip");
  });
});
