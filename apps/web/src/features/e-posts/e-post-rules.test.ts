import { type EpostCandidate, EPOST_MESSAGES as M } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { applyTicks, documentRefusal, documentStepError, recipientStepError, selectAll } from "./e-post-rules";

const row = (seq: number, isSelectable = true): EpostCandidate => ({
  unionRegisterSeq: seq,
  unionRegisterNo: String(seq),
  name: { name: `소유자${seq}`, nameClass: "" },
  birth: "19600101",
  mainPhone: { phoneNo: "01011112222" },
  agent: null,
  isSelectable,
});
const pdf = (name = "통지서.pdf", size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("applyTicks", () => {
  it("takes selectable rows and refuses a row without contact data with its message", () => {
    const rows = [row(1), row(2, false)];
    const { next, refusal } = applyTicks(new Map(), new Set([1, 2]), rows);
    expect([...next.keys()]).toEqual([1]);
    expect(refusal).toBe(M.recipientIncomplete);
  });

  it("unticks rows of the page and keeps other pages' selection", () => {
    const { next } = applyTicks(
      new Map([
        [9, row(9)],
        [1, row(1)],
      ]),
      new Set(),
      [row(1)],
    );
    expect([...next.keys()]).toEqual([9]);
  });

  it("refuses more than 1,000 with 최대 1,000명까지 등록이 가능합니다.", () => {
    const many = new Map(Array.from({ length: 1000 }, (_, i) => [i + 100, row(i + 100)] as const));
    const { next, refusal } = applyTicks(many, new Set([1]), [row(1)]);
    expect(next.size).toBe(1000);
    expect(refusal).toBe("최대 1,000명까지 등록이 가능합니다.");
    expect(selectAll(many, [row(1)]).refusal).toBe(M.recipientsMax);
  });
});

describe("step checks", () => {
  it("refuses an empty selection with 선택 대상이 없습니다.", () => {
    expect(recipientStepError(new Map())).toBe("선택 대상이 없습니다.");
    expect(recipientStepError(new Map([[1, row(1)]]))).toBeNull();
  });

  it("asks for the post, then its title, then an attachment", () => {
    expect(documentStepError({ title: "", files: [] })).toBe("등기 정보를 입력해주세요.");
    expect(documentStepError({ title: " ", files: [pdf()] })).toBe("제목을 입력해주세요.");
    expect(documentStepError({ title: "통지", files: [] })).toBe("첨부된 파일이 없습니다.");
    expect(documentStepError({ title: "통지", files: [pdf()] })).toBeNull();
    // A resumed draft's documents (uploaded before) count as attachments.
    expect(documentStepError({ title: "통지", files: [], keptCount: 1 })).toBeNull();
    expect(documentStepError({ title: "", files: [], keptCount: 1 })).toBe("제목을 입력해주세요.");
  });

  it("takes PDFs up to 10 MB only", () => {
    expect(documentRefusal([pdf("a.hwp")])).toBe(M.pdfOnly);
    expect(documentRefusal([pdf("a.pdf", 10 * 1024 * 1024 + 1)])).toBe("파일은 10MB를 초과 할 수 없습니다.");
  });
});
