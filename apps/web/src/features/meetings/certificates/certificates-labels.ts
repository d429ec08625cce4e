/** Texts of the roster block and the certificate pages (spec 03 §2.6, §2.8; the spec's messages are in contracts). */
export const CERTIFICATE_TEXTS = {
  jointBook: "연명부",
  jointBookGuide:
    "총회 참석자 연명부(공개용, 내부 보관용)를 PDF로 생성합니다. 집계중 또는 종료된 총회에서 신청할 수 있습니다.",
  jointBookRequest: "연명부 신청",
  jointBookRetry: "연명부 다시 신청",
  jointBookProcessing: "연명부를 생성하고 있습니다. 잠시만 기다려주세요.",
  jointBookRequestGuide:
    "연명부 생성에는 선거인 수에 따라 수 분이 걸릴 수 있습니다. 생성이 끝나면 이 화면에서 내려받을 수 있습니다.",
  notify: "생성이 완료되면 문자로 알림 받기",
  madeAt: "생성일시",
  publicFile: "연명부_공개용",
  privateFile: "연명부_내부보관용",
  downloadPublic: "공개용 다운로드",
  downloadPrivate: "내부 보관용 다운로드",
  downloadFailed: "다운로드에 실패하였습니다.",
  listTitle: "증명서 발급",
  viewVote: "투표 보기",
  resultPdf: "투표결과 PDF",
  request: "발급 신청",
  download: "다운로드",
  extension: "문서 보관 기간 연장",
} as const;
