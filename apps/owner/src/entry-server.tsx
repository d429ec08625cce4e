import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app";
import { INITIAL_ELEMENT_ID, type OwnerInitial } from "./initial";

/** `<` written as \u003c, so that no text in the facts can close the JSON's script element. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The owner page of `pathname` rendered on the server (built by `vite build --ssr` into dist-ssr; the API serves it
 * for a consent link, apps/server/src/platform/owner-pages.ts): `template` (the built index.html) with the page's
 * markup in #root and `initial` as JSON for the browser to hydrate with. The early fetch is left out: its facts
 * are in the page. On slow 4G the owner sees the consent's title as the HTML arrives, not after the script, its
 * start and a request.
 */
export function renderOwnerPage(template: string, pathname: string, initial: OwnerInitial): string {
  const markup = renderToString(
    <StrictMode>
      <App pathname={pathname} initial={initial} />
    </StrictMode>,
  );
  const title = initial.consentIntro ? `${initial.consentIntro.title} - 전자 동의서` : null;
  let html = template
    .replace(/<script async src="[^"]*early-fetch\.js"><\/script>\s*/, "")
    // Replaced by functions: a `$` in a title is text, not a replacement pattern.
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${markup}</div><script id="${INITIAL_ELEMENT_ID}" type="application/json">${jsonInHtml(initial)}</script>`,
    );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  return html;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
