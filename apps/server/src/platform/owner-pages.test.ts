import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OwnerConsentIntro } from "@johap/contracts";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ownerPages } from "./owner-pages";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "owner-pages-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A built owner app in `root/{name}`: index.html naming one style sheet, and the server build when `ssr`. */
function built(name: string, ssr: boolean) {
  const dist = path.join(root, name, "dist");
  fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<head><link rel="stylesheet" crossorigin href="/m/assets/index-x.css"></head><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, "assets/index-x.css"), ".title{font-weight:700}");
  const ssrDist = path.join(root, name, "dist-ssr");
  if (ssr) {
    fs.mkdirSync(ssrDist, { recursive: true });
    fs.writeFileSync(
      path.join(ssrDist, "entry-server.js"),
      'export const renderOwnerPage = (template, pathname, initial) => template.replace(\'<div id="root"></div>\', \'<div id="root">\' + pathname + " " + initial.consentIntro.title + "</div>");',
    );
  }
  return { dist, ssrDist };
}

const intro = { title: "정비계획 변경 동의서" } as OwnerConsentIntro;

async function answer(pages: NonNullable<Awaited<ReturnType<typeof ownerPages>>>, consent: boolean) {
  const app = Fastify();
  app.get("/m/c/Ab12Cd", (_request, reply) =>
    consent ? pages.sendConsent(reply, "/m/c/Ab12Cd", intro) : pages.sendIndex(reply),
  );
  const response = await app.inject({ url: "/m/c/Ab12Cd" });
  await app.close();
  return response;
}

describe("ownerPages (the owner app as the API serves it)", () => {
  it("is null when the owner app is not built", async () => {
    expect(await ownerPages(path.join(root, "none/dist"), path.join(root, "none/dist-ssr"))).toBeNull();
  });

  it("writes the style sheet into the index and renders a consent link with the server build", async () => {
    const { dist, ssrDist } = built("with-ssr", true);
    const pages = (await ownerPages(dist, ssrDist))!;
    const index = await answer(pages, false);
    expect(index.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(index.headers["cache-control"]).toBe("no-cache");
    expect(index.body).toBe('<head><style>.title{font-weight:700}</style></head><div id="root"></div>');
    const consent = await answer(pages, true);
    expect(consent.body).toContain('<div id="root">/m/c/Ab12Cd 정비계획 변경 동의서</div>');
    expect(consent.body).toContain("<style>.title{font-weight:700}</style>");
  });

  it("answers a consent link with the plain index without the server build", async () => {
    const { dist, ssrDist } = built("without-ssr", false);
    const pages = (await ownerPages(dist, ssrDist))!;
    expect((await answer(pages, true)).body).toBe(
      '<head><style>.title{font-weight:700}</style></head><div id="root"></div>',
    );
  });
});
