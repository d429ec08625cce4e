import { type SmsDeliveryReport, SmsGatewayMaintenanceError, type SmsGatewayPort, type SmsSubmission } from "./port";

/** Korean carrier reasons the simulator gives (what real gateways report, in their words). */
export const SIMULATED_FAIL_REASONS = {
  invalidNumber: "잘못된 수신번호",
  unreachable: "결번 또는 서비스 정지 번호",
  maintenance: "통신사 점검으로 전송 실패",
} as const;

/** Mobile (01X, 10-11 digits), Seoul 02 (9-10 digits), other area and 070/050x/080 numbers (10-12 digits). */
const VALID_NUMBER = /^(01[016789]\d{7,8}|02\d{7,8}|0[3-9]\d{8,10})$/;

/** The carrier's verdict for one number: invalid numbers and numbers ending in 0000 fail. */
export function simulatedResult(phoneNo: string): Omit<SmsDeliveryReport, "id"> {
  if (!VALID_NUMBER.test(phoneNo)) return { sendResult: "FAIL", failReason: SIMULATED_FAIL_REASONS.invalidNumber };
  if (phoneNo.endsWith("0000")) return { sendResult: "FAIL", failReason: SIMULATED_FAIL_REASONS.unreachable };
  return { sendResult: "SUCCESS", failReason: null };
}

/**
 * The built-in gateway: accepts every batch at once and reports per number after `reportDelayMs`,
 * deterministically (so tests and demos can rely on which numbers fail). While the SMS_SEND
 * maintenance switch is on, `submit` refuses and the caller retries later.
 */
export function smsSimulator(opts: {
  isInMaintenance: () => Promise<boolean>;
  reportDelayMs?: number;
}): SmsGatewayPort {
  return {
    reportDelayMs: opts.reportDelayMs ?? 1500,
    submit: async () => {
      if (await opts.isInMaintenance()) throw new SmsGatewayMaintenanceError();
    },
    collectReports: async (items: SmsSubmission[]) =>
      items.map((item) => ({ id: item.id, ...simulatedResult(item.phoneNo) })),
  };
}
