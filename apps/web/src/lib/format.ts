import { digitsOnly } from "./digits";

const numberFormat = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 0 });

/** 2014600 -> "2,014,600". */
export const formatNumber = (value: number) => numberFormat.format(value);

/** A percent up to 2 decimals, no trailing zeros: 40 -> "40%", 40.5 -> "40.5%", 0.01 -> "0.01%". */
export const formatPercent = (percent: number) => `${percent.toLocaleString("ko-KR", { maximumFractionDigits: 2 })}%`;

/** 2014600 -> "2,014,600원". */
export const formatWon = (amount: number) => `${formatNumber(amount)}원`;

/** "01012345678" -> "010-1234-5678", "0212345678" -> "02-1234-5678"; anything else unchanged. */
export function formatPhone(phone: string): string {
  const digits = digitsOnly(phone);
  const seoul = /^(02)(\d{3,4})(\d{4})$/.exec(digits);
  if (seoul) return `${seoul[1]}-${seoul[2]}-${seoul[3]}`;
  const other = /^(0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  if (other) return `${other[1]}-${other[2]}-${other[3]}`;
  return phone;
}
