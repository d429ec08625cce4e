/** Deterministic generator of realistic Korean demo data (names, phones, addresses). */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES =
  "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국".split(
    "",
  );
const GIVEN =
  "민서준지현우예은도윤하진수영성호재희정연주경미혜동석광태상용승철선아나라다유빈소율시온채원건한결보람슬기은비".split(
    "",
  );
const COMPANIES = [
  "(주)한빛건설",
  "(주)대성산업",
  "동방상사(주)",
  "(주)서울개발",
  "미래에셋부동산(주)",
  "(유)삼우물산",
  "(주)청솔종합건설",
  "한성주택(주)",
];
const PUBLIC_BODIES = ["서울특별시", "서울특별시 성북구", "국토교통부", "한국토지주택공사", "기획재정부"];

export type Rand = () => number;
export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
export const between = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

export const personName = (r: Rand) => `${pick(r, SURNAMES)}${pick(r, GIVEN)}${pick(r, GIVEN)}`;
export const companyName = (r: Rand) => pick(r, COMPANIES);
export const publicName = (r: Rand) => pick(r, PUBLIC_BODIES);
export const mobile = (r: Rand) => `010${between(r, 1000, 9999)}${between(r, 1000, 9999)}`;
export const birth = (r: Rand) =>
  `${between(r, 1938, 1995)}${String(between(r, 1, 12)).padStart(2, "0")}${String(between(r, 1, 28)).padStart(2, "0")}`;
export const companyNo = (r: Rand) => `${between(r, 100, 899)}${between(r, 10, 99)}${between(r, 10000, 99999)}`;

export const DISTRICT = { city: "서울특별시", gu: "성북구", dongs: ["장위동", "석관동", "월곡동"] } as const;
export const HOME_AREAS = [
  { city: "서울특별시", gu: "성북구", dong: "장위동" },
  { city: "서울특별시", gu: "노원구", dong: "상계동" },
  { city: "서울특별시", gu: "강남구", dong: "대치동" },
  { city: "경기도", gu: "남양주시", dong: "다산동" },
  { city: "서울특별시", gu: "동대문구", dong: "휘경동" },
] as const;
