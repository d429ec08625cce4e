import {
  POST_DEFAULTS,
  POST_LIMITS,
  POST_MESSAGES,
  type PostColorType,
  type PostFlexType,
  type PostRecipientBody,
  type PostRecipientCandidate,
  type PostType,
  type SendPostBody,
  SendPostBodySchema,
} from "@johap/contracts";

/** A document of the letter: a saved form's file or an upload of this session (kept to preview it). */
export type DraftDocument = {
  fileSeq: number;
  name: string;
  postFormSeq: number | null;
  file: File | null;
};

export type DraftSender = { name: string; phoneNo: string; address: string; detailAddress: string; zipNo: string };

export type PostDraft = {
  recipients: ReadonlyMap<string, PostRecipientBody>;
  sender: DraftSender;
  postType: PostType;
  colorType: PostColorType;
  flexType: PostFlexType;
  documents: readonly DraftDocument[];
};

export const EMPTY_SENDER: DraftSender = { name: "", phoneNo: "", address: "", detailAddress: "", zipNo: "" };

export const emptyDraft = (): PostDraft => ({
  recipients: new Map(),
  sender: EMPTY_SENDER,
  ...POST_DEFAULTS,
  documents: [],
});

export const registerKey = (unionRegisterSeq: number) => `r:${unionRegisterSeq}`;

/** A register owner as a letter's recipient (its post address), or null when it has no address to send to. */
export function recipientOfCandidate(candidate: PostRecipientCandidate): PostRecipientBody | null {
  if (!candidate.postAddress.address.trim() || !candidate.postAddress.zipNo.trim()) return null;
  return {
    unionRegisterSeq: candidate.unionRegisterSeq,
    registerNo: candidate.unionRegisterNo,
    name: candidate.name.name.slice(0, POST_LIMITS.recipientNameMax),
    phoneNo: candidate.phoneNo.replace(/[^\d/]/g, "").slice(0, POST_LIMITS.recipientPhoneMax),
    address: { ...candidate.postAddress },
  };
}

/** Adds recipients not chosen yet; answers the new selection and how many had no address. */
export function addRecipients(selected: ReadonlyMap<string, PostRecipientBody>, candidates: PostRecipientCandidate[]) {
  const next = new Map(selected);
  let withoutAddress = 0;
  for (const candidate of candidates) {
    const recipient = recipientOfCandidate(candidate);
    if (!recipient) withoutAddress++;
    else if (!next.has(registerKey(candidate.unionRegisterSeq)))
      next.set(registerKey(candidate.unionRegisterSeq), recipient);
  }
  return { next, withoutAddress };
}

export const bodyOf = (draft: PostDraft): SendPostBody => ({
  sender: draft.sender,
  postType: draft.postType,
  colorType: draft.colorType,
  flexType: draft.flexType,
  fileSeqs: draft.documents.map((d) => d.fileSeq),
  recipients: [...draft.recipients.values()],
});

/** The first refusal of the request as the server would say it (spec §5), or null. */
export function draftIssue(draft: PostDraft, part: "recipients" | "all"): string | null {
  if (draft.recipients.size === 0) return POST_MESSAGES.noRecipients;
  if (part === "recipients") return null;
  const parsed = SendPostBodySchema.safeParse(bodyOf(draft));
  if (parsed.success) return null;
  const order = ["sender", "postType", "colorType", "flexType", "fileSeqs", "recipients"];
  const issues = [...parsed.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  );
  return issues[0]?.message ?? null;
}

/** A name already among the documents (spec §5: duplicate names refused). */
export const hasDocumentNamed = (documents: readonly DraftDocument[], name: string) =>
  documents.some((d) => d.name.trim().toLowerCase() === name.trim().toLowerCase());
