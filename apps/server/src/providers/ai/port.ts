/** What the SMS text helper needs from a language model: one draft for a prompt. */
export type SmsDraftRequest = {
  query: string;
  /** The union's name, used in the notice header (public information, not personal data). */
  unionName: string;
};

export type AiPort = {
  /** `builtin` or `openai-compatible`, for logs and the docs. */
  kind: string;
  /** The draft text; throws AiUnavailableError when the service cannot answer. */
  draftSms: (request: SmsDraftRequest) => Promise<string>;
};

export class AiUnavailableError extends Error {}

/** Rules every engine follows (the system prompt of a real model, the behaviour of the built-in one). */
export const SMS_DRAFT_RULES = [
  "한국어로 조합원에게 보내는 문자 본문만 작성합니다. 설명이나 따옴표 없이 본문만 답합니다.",
  "요청에 있는 날짜, 시간, 장소, 안건, 제출 서류, 기한만 사용하고 없는 사실이나 개인정보(이름, 전화번호, 주소, 계좌)는 만들지 않습니다.",
  "단문(SMS)은 90바이트, 장문(LMS)은 2,000바이트를 넘지 않습니다. 한글은 2바이트입니다.",
  "광고성 내용이면 맨 앞에 (광고)를 붙이고 끝에 무료수신거부 번호를 적습니다.",
  "정중한 안내문 말투(~바랍니다, ~드립니다)를 씁니다.",
] as const;
