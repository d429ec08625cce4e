import type { PostColorType, PostDeliveryStatus, PostFlexType, PostStatus, PostType } from "./posts.constants";

/** Korean labels of the post codes (common-code groups POST_TYPE, POST_COLOR_TYPE, POST_FLEX_TYPE, POST_STATUS, POST_DELIVERY_STATUS). */
export const POST_TYPE_LABELS: Record<PostType, string> = {
  COMMON: "일반",
  REGISTERED: "등기",
  SEMI_REGISTERED: "준등기",
};
export const POST_COLOR_LABELS: Record<PostColorType, string> = { COLOR: "컬러", BLACK_WHITE: "흑백" };
export const POST_FLEX_LABELS: Record<PostFlexType, string> = { CROSS: "양면", SINGLE: "단면" };
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  REQUESTED: "접수",
  PRODUCING: "제작 중",
  SHIPPING: "발송 중",
  COMPLETED: "발송 완료",
};
export const POST_DELIVERY_LABELS: Record<PostDeliveryStatus, string> = {
  WAIT: "접수",
  PRINTING: "인쇄",
  DISPATCHED: "배송 중",
  DELIVERED: "배달 완료",
  RETURNED: "반송",
  UNDELIVERED: "미배달",
};
