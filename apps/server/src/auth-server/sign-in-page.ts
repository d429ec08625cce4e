import { createHash } from "node:crypto";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The pages' only inline content: one style sheet each, allowed by its hash (they have no script). */
const SIGN_IN_STYLE = `
body{margin:0;font-family:Pretendard,"Noto Sans KR","Apple SD Gothic Neo",sans-serif;background:#f3f5f9;color:#1d2433}
main{max-width:380px;margin:10vh auto;background:#fff;border-radius:12px;padding:40px 36px;box-shadow:0 4px 24px rgba(20,40,80,.08)}
h1{font-size:22px;margin:0 0 6px}p.sub{margin:0 0 28px;color:#5b6475;font-size:14px}
label{display:block;font-size:13px;font-weight:600;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ccd3df;border-radius:8px;font-size:15px}
button{margin-top:24px;width:100%;padding:13px;border:0;border-radius:8px;background:#1f5eff;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.error{background:#fdecec;color:#b42318;padding:10px 12px;border-radius:8px;font-size:14px}
.hint{margin-top:20px;font-size:13px;color:#5b6475;text-align:center}
`;
const ERROR_STYLE = "body{font-family:sans-serif;max-width:480px;margin:10vh auto}";
const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
const STYLE_SOURCES = [SIGN_IN_STYLE, ERROR_STYLE].map(styleHash).join(" ");

/**
 * The Content-Security-Policy of the sign-in and error pages: nothing but their own style sheet; the
 * form posts here and is then redirected to the client's registered redirect URI (browsers check
 * form-action on that redirect too), so that origin is allowed as a form target as well.
 */
export function signInPagePolicy(redirectUri?: string): string {
  const formTargets = ["'self'"];
  if (redirectUri && URL.canParse(redirectUri)) formTargets.push(new URL(redirectUri).origin);
  return [
    "default-src 'none'",
    `style-src ${STYLE_SOURCES}`,
    "img-src 'self'",
    `form-action ${formTargets.join(" ")}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export type SignInPageInput = {
  hidden: Record<string, string>;
  loginId?: string;
  error?: string;
  showDemoHint: boolean;
};

/** The authorization server's own Korean sign-in page (server-rendered, no script). */
export function renderSignInPage(input: SignInPageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : "";
  const hint = input.showDemoHint
    ? `<p class="hint">데모 계정: <b>demo</b> / <b>demo1234!</b><br>사업구역 없는 회원: <b>guest</b> / <b>guest1234!</b></p>`
    : "";
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>로그인 - 조합 OMS</title>
<style>${SIGN_IN_STYLE}</style></head>
<body><main>
<h1>조합 OMS 로그인</h1><p class="sub">조합 업무 관리 시스템에 로그인하세요.</p>
${error}
<form method="post" action="/oauth/authorize">${hidden}
<label for="loginId">아이디</label><input id="loginId" name="loginId" type="text" autocomplete="username" required value="${escapeHtml(input.loginId ?? "")}">
<label for="password">비밀번호</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">로그인</button>
</form>${hint}
</main></body></html>`;
}

export function renderAuthErrorPage(message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>인증 오류</title><style>${ERROR_STYLE}</style></head>
<body><h1>인증 요청 오류</h1><p role="alert">${escapeHtml(message)}</p></body></html>`;
}
