import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildPgliteTemplate, buildPostgresTemplate } from "./template-db";

declare module "vitest" {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging needs an interface
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/** Builds one migrated and seeded template per run; each test file opens a copy. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await buildPostgresTemplate(databaseUrl);
    project.provide("pgliteTemplatePath", "");
    return;
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "johap-test-")), "template.tar");
  fs.writeFileSync(file, await buildPgliteTemplate());
  project.provide("pgliteTemplatePath", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
