import {
  POST_LIMITS,
  POST_NOT_DELIVERED_STATUSES,
  POST_PRICES,
  type PostColorType,
  type PostDeliveryStatus,
  type PostFlexType,
  type PostType,
} from "./posts.constants";

/** Sheets of paper for `pageCount` printed pages: both sides (CROSS, 양면) or one side (SINGLE, 단면). */
export const sheetsOf = (pageCount: number, flexType: PostFlexType) =>
  flexType === "CROSS" ? Math.ceil(pageCount / 2) : pageCount;

/** Pages of one letter: the address page (주소 면) and every document's pages. */
export const letterPageCount = (documentPages: readonly number[]) => 1 + documentPages.reduce((a, b) => a + b, 0);

export type PostOptions = { postType: PostType; colorType: PostColorType; flexType: PostFlexType };

export type PostPrice = {
  sentPageCount: number;
  sheetCount: number;
  recipientCount: number;
  unitProductionCost: number;
  unitShippingCost: number;
  productionCost: number;
  shippingCost: number;
  totalCost: number;
};

/**
 * The cost of a post (spec 04 §7 posts/cost/calculate): production per letter (envelope plus each printed page
 * at the colour's price) and postage per letter (by post type, plus a weight step per 25 sheets above the first
 * 25), times the letters. The quote and the charge use this one function.
 */
export function postPrice(pageCount: number, options: PostOptions, recipientCount: number): PostPrice {
  const sheetCount = sheetsOf(pageCount, options.flexType);
  const unitProductionCost = POST_PRICES.envelopeCost + POST_PRICES.pageCost[options.colorType] * pageCount;
  const weightSteps = Math.max(0, Math.ceil(sheetCount / POST_PRICES.weightStepSheets) - 1);
  const unitShippingCost = POST_PRICES.postage[options.postType] + POST_PRICES.weightStepCost * weightSteps;
  return {
    sentPageCount: pageCount,
    sheetCount,
    recipientCount,
    unitProductionCost,
    unitShippingCost,
    productionCost: unitProductionCost * recipientCount,
    shippingCost: unitShippingCost * recipientCount,
    totalCost: (unitProductionCost + unitShippingCost) * recipientCount,
  };
}

/** The envelope's limit (spec §9): 150 sheets, semi-registered mail 30; the message when over, else null. */
export function sheetLimitMessage(sheetCount: number, postType: PostType): string | null {
  if (sheetCount > POST_LIMITS.maxSheets) return "A4 봉투에는 최대 150매까지 넣을 수 있습니다.";
  if (postType === "SEMI_REGISTERED" && sheetCount > POST_LIMITS.maxSemiRegisteredSheets) {
    return "준등기는 최대 30매까지 발송할 수 있습니다.";
  }
  return null;
}

/** Recipient phone (spec §5): digits or slash, at most 11; empty allowed (a letter needs no phone). */
export const isValidRecipientPhone = (phoneNo: string) => /^[\d/]{0,11}$/.test(phoneNo);
/** Sender phone (spec §5): digits and spaces, at most 11, not blank. */
export const isValidSenderPhone = (phoneNo: string) => /^[\d ]{1,11}$/.test(phoneNo) && /\d/.test(phoneNo);

/** Attachments are png or pdf (spec §5). */
export const isPostAttachmentName = (name: string) => /\.(png|pdf)$/i.test(name);

/** The first name that repeats (case-insensitive), else null: duplicate names are refused (spec §5). */
export function duplicateFileName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

export const isNotDelivered = (status: PostDeliveryStatus) => POST_NOT_DELIVERED_STATUSES.includes(status);
