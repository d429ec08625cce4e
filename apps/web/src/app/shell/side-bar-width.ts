/** Spec 01 §9: the side bar is 300 px open, 56 px collapsed. */
export const SIDE_BAR_WIDTH_OPEN = 300;
export const SIDE_BAR_WIDTH_COLLAPSED = 56;
