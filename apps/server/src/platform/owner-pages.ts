import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { OwnerConsentIntro } from "@johap/contracts";
import type { FastifyReply } from "fastify";

/** What apps/owner/src/entry-server.tsx exports (built into apps/owner/dist-ssr by `npm run build`). */
type OwnerRenderer = {
  renderOwnerPage: (template: string, pathname: string, initial: { consentIntro?: OwnerConsentIntro }) => string;
};

export type OwnerPages = {
  /** The index every /m path is answered with (the page then loads its facts itself). */
  sendIndex: (reply: FastifyReply) => FastifyReply;
  /** A consent link's page rendered here with its public facts; the plain index without the server build. */
  sendConsent: (reply: FastifyReply, pathname: string, intro: OwnerConsentIntro) => FastifyReply;
};

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/m\/([^"]+\.css)"[^>]*>/g;

/**
 * The owners' pages (apps/owner) as the API serves them, or null when they are not built. Their style sheet
 * (a few KB) is written into the index: on slow 4G a linked one is another round trip before anything is
 * painted (the policy allows inline styles, platform/security-headers.ts). A consent link's page is rendered
 * with its facts when the server build is there (ARCHITECTURE "Owner pages"; docs/decisions.md says why).
 */
export async function ownerPages(ownerDist: string, ssrDist: string): Promise<OwnerPages | null> {
  const indexFile = path.join(ownerDist, "index.html");
  if (!fs.existsSync(indexFile)) return null;
  const template = fs
    .readFileSync(indexFile, "utf8")
    .replace(
      STYLESHEET,
      (_link, file: string) => `<style>${fs.readFileSync(path.join(ownerDist, file), "utf8")}</style>`,
    );
  const entry = path.join(ssrDist, "entry-server.js");
  const renderer = fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as OwnerRenderer) : null;
  const send = (reply: FastifyReply, html: string) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  return {
    sendIndex: (reply) => send(reply, template),
    sendConsent: (reply, pathname, intro) =>
      send(reply, renderer ? renderer.renderOwnerPage(template, pathname, { consentIntro: intro }) : template),
  };
}
