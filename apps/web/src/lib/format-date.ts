import dayjs from "dayjs";

/** ISO date-time -> yyyy-MM-dd HH:mm (spec 01 §9); empty for null. Apart from format.ts to keep dayjs out of the shell. */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format("YYYY-MM-DD HH:mm") : "";
