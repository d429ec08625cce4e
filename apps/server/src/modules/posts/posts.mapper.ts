import { isNotDelivered, type Post, type PostDetail, type PostRecipient } from "@johap/contracts";
import type { PostRecipientRow, PostRow } from "./posts.repository";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Our tracking page of a registered-mail number (served by this API, public). */
export const trackingPath = (trackingNo: string) => `/post-tracking/${trackingNo}`;

export const toPost = (row: PostRow): Post => ({
  postSeq: row.postSeq,
  postType: row.postType,
  colorType: row.colorType,
  flexType: row.flexType,
  sendQuantity: row.sendQuantity,
  requestCount: row.requestCount,
  deliveredCount: row.deliveredCount,
  notDeliveredCount: row.returnedCount + row.failedCount,
  requestedAt: row.requestedAt.toISOString(),
  sentAt: iso(row.sentAt),
  deliveredAt: iso(row.deliveredAt),
  postStatus: row.postStatus,
  totalCost: row.totalCost,
  refundedCost: row.refundedCost,
  resendOf: row.resendOf,
});

export const toPostDetail = (row: PostRow, resendableCount: number): PostDetail => ({
  ...toPost(row),
  sender: {
    name: row.senderName,
    phoneNo: row.senderPhoneNo,
    address: row.senderAddress,
    detailAddress: row.senderDetailAddress,
    zipNo: row.senderZipNo,
  },
  documents: row.documents,
  file: row.documents[0] ? { fileSeq: row.documents[0].fileSeq } : null,
  sentPageCount: row.pageCount,
  sheetCount: row.sheetCount,
  productionCost: row.productionCost,
  shippingCost: row.shippingCost,
  lettersStatus: row.lettersStatus,
  lettersFileSeq: row.lettersFileSeq,
  resendableCount,
});

export const toPostRecipient = (row: PostRecipientRow): PostRecipient => ({
  postRecipientSeq: row.postRecipientSeq,
  unionRegisterSeq: row.unionRegisterSeq,
  name: row.name,
  phoneNo: row.phoneNo,
  registerNo: row.registerNo,
  address: { address: row.address, detailAddress: row.detailAddress, zipNo: row.zipNo },
  deliveryStatus: row.deliveryStatus,
  trackingNo: row.trackingNo,
  trackingUrl: row.trackingNo ? trackingPath(row.trackingNo) : null,
  failReason: row.failReason,
  statusAt: iso(row.statusAt),
  sentAt: iso(row.sentAt),
  deliveredAt: iso(row.deliveredAt),
  refundedCost: row.refundedCost,
  resentInPostSeq: row.resentInPostSeq,
  isResendable: isNotDelivered(row.deliveryStatus) && row.resentInPostSeq === null,
});
