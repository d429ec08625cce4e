import type { OwnerConsentIntro } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { renderOwnerPage } from "./entry-server";

const TEMPLATE = `<!doctype html><html lang="ko"><head><title>전자 동의서</title>
    <script async src="/m/early-fetch.js"></script>
    <script type="module" crossorigin src="/m/assets/index-x.js"></script></head>
  <body><div id="root"></div></body></html>`;

const intro = (title: string): OwnerConsentIntro => ({
  linkCode: "Ab12Cd",
  unionName: "한빛 재개발 조합",
  title,
  progressStatus: "IN_PROGRESS",
  startedAt: "2026-11-01T00:00:00.000Z",
  endedAt: "2026-12-31T14:59:59.000Z",
  isSignatureRequired: true,
  isIdentityRequired: true,
  isExternalDocumentRequired: false,
  isWithdrawRequired: true,
  activeWithdrawnDays: 7,
});

describe("renderOwnerPage (a consent link rendered by the server)", () => {
  it("puts the intro screen and its facts in the page, and leaves the early fetch out", () => {
    const html = renderOwnerPage(TEMPLATE, "/m/c/Ab12Cd", { consentIntro: intro("정비계획 변경 동의서") });
    expect(html).toContain('<h1 class="title">정비계획 변경 동의서</h1>');
    expect(html).toContain("한빛 재개발 조합");
    expect(html).toContain("진행중");
    // (React marks where one text ends and the next begins with empty comments.)
    expect(html.replaceAll("<!-- -->", "")).toContain("제출 후 7일 안에는 철회할 수 있습니다.");
    // The start button waits for the script (a tap before it would be lost).
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>본인 확인 시작하기<\/button>/);
    expect(html).toContain("<title>정비계획 변경 동의서 - 전자 동의서</title>");
    expect(html).not.toContain("early-fetch.js");
    expect(html).toContain('<script type="module" crossorigin src="/m/assets/index-x.js">');
    const json = /<script id="owner-initial" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ consentIntro: intro("정비계획 변경 동의서") });
  });

  it("keeps a title's markup and replacement patterns as text", () => {
    const title = `</script><script>alert(1)</script> $& $' <b>`;
    const html = renderOwnerPage(TEMPLATE, "/m/c/Ab12Cd", { consentIntro: intro(title) });
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; &lt;b&gt;");
    expect(html).toContain(
      "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $' &lt;b&gt; - 전자 동의서</title>",
    );
    const json = /<script id="owner-initial" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!).consentIntro.title).toBe(title);
  });

  it("renders any other owner path as its page without facts", () => {
    const html = renderOwnerPage(TEMPLATE, "/m/nowhere", {});
    expect(html).toContain("페이지를 찾을 수 없습니다");
  });
});
