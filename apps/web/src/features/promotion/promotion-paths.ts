import { unionMenuPath } from "../../lib/union-path";

/** 홍보 관리 (spec 03 §2 routes, menu M1006): meet-management/promotion and a meeting's meet-management/promotion/{id}. */
export const PROMOTION_MENU = "M1006";
export const PROMOTION_PATH = "meet-management/promotion";
export const promotionListPath = (unionSeq: number) => unionMenuPath(unionSeq, PROMOTION_PATH);
export const promotionDetailPath = (unionSeq: number, meetSeq: number) => `${promotionListPath(unionSeq)}/${meetSeq}`;
