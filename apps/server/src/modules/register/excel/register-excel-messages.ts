/** Korean messages of the register workbook upload (refusals and cell errors the owner schema does not cover). */
export const EXCEL_MESSAGES = {
  notXlsx: "엑셀(xlsx) 파일만 업로드할 수 있습니다.",
  tooLarge: "명부 파일은 10MB 이하만 업로드할 수 있습니다.",
  unpackedTooLarge: "압축 해제 크기가 100MB를 넘는 파일은 업로드할 수 없습니다.",
  tooManyRows: "명부는 20,000행까지 업로드할 수 있습니다.",
  badHeader: "명부 양식의 첫 행(머리글)을 확인해 주세요. 양식 파일을 내려받아 머리글을 바꾸지 말고 작성해 주세요.",
  number: (header: string) => `${header}에는 숫자를 입력해 주세요.`,
  integer: (header: string) => `${header}에는 0 이상의 정수를 입력해 주세요.`,
  date: (header: string) => `${header}을(를) 확인해 주세요. (예: 2020-01-31)`,
  choice: (header: string, allowed: readonly string[]) => `${header} 값을 확인해 주세요. (${allowed.join(", ")})`,
  conflict: (header: string) => `같은 일련번호의 첫 행과 ${header} 값이 다릅니다.`,
  duplicateSerial: (serial: string) => `일련번호 ${serial}이(가) 다른 소유자와 중복됩니다.`,
} as const;
