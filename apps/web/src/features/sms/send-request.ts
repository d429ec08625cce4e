import {
  normalizePhone,
  type SendSmsBody,
  type SendSmsInput,
  type SendType,
  type SmsRecipientBody,
  type SmsRecipientCandidate,
} from "@johap/contracts";
import { instantOfInput } from "../../lib/format-date";

/** What the compose step's form holds (images and recipients live beside it). */
export type ComposeValues = {
  outgoingPhoneNo: string;
  sendType: SendType;
  /** `YYYY-MM-DDTHH:mm` from the date-time input, local time. */
  scheduledAt: string;
  title: string;
  message: string;
};

export const EMPTY_COMPOSE: ComposeValues = {
  outgoingPhoneNo: "",
  sendType: "IMMEDIATE",
  scheduledAt: "",
  title: "",
  message: "",
};

/** A register row as a recipient: its agent receives in the owner's place when there is one. */
export function recipientOf(candidate: SmsRecipientCandidate): SmsRecipientBody {
  if (candidate.agent) {
    return {
      unionRegisterSeq: candidate.unionRegisterSeq,
      name: candidate.agent.name,
      phoneNo: candidate.agent.phoneNo,
      isAgent: true,
    };
  }
  return {
    unionRegisterSeq: candidate.unionRegisterSeq,
    name: candidate.name.name,
    phoneNo: candidate.mainPhone.phoneNo,
    isAgent: false,
  };
}

/** Register recipients first, then manual numbers not already among them (one text per phone). */
export function mergeRecipients(
  fromRegister: Iterable<SmsRecipientBody>,
  manualNumbers: readonly string[],
): SmsRecipientBody[] {
  const recipients = [...fromRegister];
  const phones = new Set(recipients.map((recipient) => normalizePhone(recipient.phoneNo)));
  for (const phoneNo of manualNumbers) {
    if (phones.has(phoneNo)) continue;
    phones.add(phoneNo);
    recipients.push({ unionRegisterSeq: null, name: "", phoneNo, isAgent: false });
  }
  return recipients;
}

/** The request body the contract checks: the form, the recipients and the image count. */
export function sendBodyOf(
  values: ComposeValues,
  recipients: SmsRecipientBody[],
  images: { newCount: number; fileSeqs: number[] },
): SendSmsBody {
  const isScheduled = values.sendType === "SCHEDULE";
  return {
    outgoingPhoneNo: values.outgoingPhoneNo,
    sendType: values.sendType,
    scheduledAt: isScheduled ? instantOfInput(values.scheduledAt) : null,
    title: values.title,
    message: values.message,
    recipients,
    imageCount: images.newCount + images.fileSeqs.length,
    fileSeqs: images.fileSeqs,
  };
}

/** Multipart parts of POST sms and sms/cost/calculate (spec 04 §7): scalars, recipients as JSON, files. */
export function smsFormDataOf(body: SendSmsInput, images: readonly File[]): FormData {
  const form = new FormData();
  form.append("outgoingPhoneNo", body.outgoingPhoneNo);
  form.append("sendType", body.sendType);
  if (body.sendType === "SCHEDULE" && body.scheduledAt) form.append("scheduledAt", body.scheduledAt);
  form.append("title", body.title);
  form.append("message", body.message);
  form.append("recipients", JSON.stringify(body.recipients));
  if (body.fileSeqs.length > 0) form.append("fileSeqs", JSON.stringify(body.fileSeqs));
  for (const image of images) form.append("files", image, image.name);
  return form;
}

/** Fields in the order the compose step shows them; the first invalid one is told first. */
const FIELD_ORDER = [
  "outgoingPhoneNo",
  "sendType",
  "scheduledAt",
  "title",
  "message",
  "imageCount",
  "fileSeqs",
  "recipients",
];

/** The message of the first issue in screen order (zod reports the cross-field rules last). */
export function firstIssueMessage(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string | null {
  const placeOf = (path: readonly PropertyKey[]) => {
    const place = FIELD_ORDER.indexOf(String(path[0] ?? ""));
    return place < 0 ? FIELD_ORDER.length : place;
  };
  const sorted = [...issues].sort((a, b) => placeOf(a.path) - placeOf(b.path));
  return sorted[0]?.message ?? null;
}
