import { describe, expect, it } from "vitest";
import {
  CertificateRequestBodySchema,
  certificateTypesOf,
  certificateZipName,
  JointBookRequestBodySchema,
  StorageExtensionBodySchema,
} from "./meet-certificates.schemas";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("certificate contracts", () => {
  it("offers the electronic certificates to electronic and mixed meetings, the online record to onsite and mixed", () => {
    expect(certificateTypesOf("ELECTRONIC")).toEqual(["DIST_CERT", "VOTE_CERT", "ELEC_CERT"]);
    expect(certificateTypesOf("ONSITE")).toEqual(["ONLINE"]);
    expect(certificateTypesOf("ONSITE_ELECTRONIC")).toEqual(["DIST_CERT", "VOTE_CERT", "ELEC_CERT", "ONLINE"]);
  });

  it("names the zip after the certificate and the time", () => {
    expect(certificateZipName("VOTE_CERT", "20261127150102")).toBe("투표내역 증명서_20261127150102.zip");
  });

  it("refuses an extension contact that is empty (연락처를 입력해주세요.), short, long or not digits (올바른 연락처를 입력해주세요.)", () => {
    expect(messageOf(StorageExtensionBodySchema.safeParse({ phoneNo: "" }))).toBe("연락처를 입력해주세요.");
    expect(messageOf(StorageExtensionBodySchema.safeParse({}))).toBe("연락처를 입력해주세요.");
    for (const phoneNo of ["010123456", "010123456789", "010-1234-567"]) {
      expect(messageOf(StorageExtensionBodySchema.safeParse({ phoneNo }))).toBe("올바른 연락처를 입력해주세요.");
    }
    expect(StorageExtensionBodySchema.safeParse({ phoneNo: "0212345678" }).success).toBe(true);
    expect(StorageExtensionBodySchema.safeParse({ phoneNo: "01012345678" }).success).toBe(true);
  });

  it("refuses a request with nobody selected and the online record (not requested here)", () => {
    expect(
      messageOf(CertificateRequestBodySchema.safeParse({ certificateType: "DIST_CERT", meetParticipantSeqs: [] })),
    ).toBe("발급 신청 또는 다운로드가 가능한 선거인을 선택해주세요.");
    expect(
      CertificateRequestBodySchema.safeParse({ certificateType: "ONLINE", meetParticipantSeqs: [1] }).success,
    ).toBe(false);
  });

  it("defaults the roster request to no text", () => {
    expect(JointBookRequestBodySchema.parse({})).toEqual({ isNotificationAllowed: false, name: "", phoneNo: "" });
  });
});
