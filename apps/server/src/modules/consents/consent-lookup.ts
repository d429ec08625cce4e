import { ERROR_CODES, ERROR_MESSAGES, CONSENT_MESSAGES as M } from "@johap/contracts";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/errors";
import { findConsent } from "./consents.repository";

/** A /v2 consent call names its union in the Union-Seq header; a union named in its query or body must be that one. */
export function assertSameUnion(named: number | undefined, unionSeq: number) {
  if (named !== undefined && named !== unionSeq) {
    throw new AppError(403, ERROR_CODES.UNION_FORBIDDEN, ERROR_MESSAGES.UNION_FORBIDDEN);
  }
}

/** The union's consent with its template, else 404 (another union's consent included). */
export async function consentOf(db: Db, unionSeq: number, consentSeq: number, opts: { forUpdate?: boolean } = {}) {
  const found = await findConsent(db, unionSeq, consentSeq, opts);
  if (!found) throw notFound(M.consentNotFound);
  return found;
}
