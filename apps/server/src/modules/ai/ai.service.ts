import { AI_ERROR_CODES, AI_MESSAGES } from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor, UnionContext } from "../../platform/access";
import { AppError } from "../../platform/errors";
import { type AiPort, AiUnavailableError } from "../../providers/ai/port";
import { findUnion } from "../union-users/union-users.repository";

/**
 * Drafts SMS text for the compose step. The body's memberSeq and unionSeq must be the signed-in
 * member and the union of the Union-Seq header (whose M0403 access the guard checked).
 */
export async function completeSms(opts: {
  db: Db;
  ai: AiPort;
  actor: Actor;
  union: UnionContext;
  input: { memberSeq: number; unionSeq: number; query: string };
  log?: (error: unknown) => void;
}) {
  const { input } = opts;
  if (input.memberSeq !== opts.actor.memberSeq || input.unionSeq !== opts.union.unionSeq) {
    throw new AppError(400, AI_ERROR_CODES.MEMBER_MISSING, AI_MESSAGES.memberMissing);
  }
  const union = await findUnion(opts.db, input.unionSeq);
  if (!union) throw new AppError(400, AI_ERROR_CODES.MEMBER_MISSING, AI_MESSAGES.memberMissing);
  let content: string;
  try {
    content = (await opts.ai.draftSms({ query: input.query, unionName: union.name })).trim();
  } catch (error) {
    opts.log?.(error);
    if (error instanceof AiUnavailableError) throw new AppError(502, AI_ERROR_CODES.UNAVAILABLE, AI_MESSAGES.failed);
    throw new AppError(502, AI_ERROR_CODES.UNAVAILABLE, AI_MESSAGES.failed, { cause: error });
  }
  if (!content) throw new AppError(502, AI_ERROR_CODES.EMPTY, AI_MESSAGES.empty);
  return { content };
}
