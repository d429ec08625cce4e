import { CLIENT_MESSAGES } from "@johap/contracts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WriteButton } from "./write-button";

const render = (props: { canWrite: boolean; disabledReason?: string | null }) =>
  renderToStaticMarkup(createElement(WriteButton, { ...props, onClick: () => {} }, "발신번호 등록"));

describe("WriteButton", () => {
  it("is an enabled button with 관리", () => {
    const html = render({ canWrite: true });
    expect(html).toContain("발신번호 등록");
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
    expect(html).not.toContain(CLIENT_MESSAGES.writeDenied);
  });

  it("is disabled with 조회 only, and says why", () => {
    const html = render({ canWrite: false });
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(html).toContain(`title="${CLIENT_MESSAGES.writeDenied}"`);
  });

  it("says another reason the same way, the missing 관리 first", () => {
    const html = render({ canWrite: true, disabledReason: "소유자는 10,000명까지 등록할 수 있습니다." });
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(html).toContain('title="소유자는 10,000명까지 등록할 수 있습니다."');
    expect(render({ canWrite: false, disabledReason: "다른 이유" })).toContain(CLIENT_MESSAGES.writeDenied);
  });
});
