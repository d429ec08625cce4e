import crypto from "node:crypto";
import {
  BALLOT_MESSAGES,
  ballotCodeText,
  ERROR_CODES,
  OWNER_MESSAGES as M,
  maskPhone,
  OWNER_CODE_MAX_TRIES,
  OWNER_CODE_RESEND_SECONDS,
  OWNER_CODE_TTL_SECONDS,
  OWNER_CODES_PER_HOUR,
  type OwnerScopeType,
  type OwnerSession,
  type OwnerSignerType,
  type OwnerVerification,
  onlineCodeText,
  ownerCodeText,
} from "@johap/contracts";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import { findVerification, insertVerification, recentCodes, updateVerification } from "./owner.repository";
import { signOwnerToken } from "./owner-token";

/** Why an owner code is texted (system_texts.reason): a service notice, not charged to the union. */
export const OWNER_CODE_REASON = "OWNER_IDENTITY_CODE";

/** Who passed the name and birth check: a register entry, its phone and whether the owner or the agent signs. */
export type OwnerCandidate = {
  unionSeq: number;
  unionName: string;
  scopeType: OwnerScopeType;
  scopeSeq: number;
  unionRegisterSeq: number;
  phone: string;
  signerType: OwnerSignerType;
};

/**
 * The stored code hash binds the code to its verification and to who signs (the owner or the agent):
 * confirming finds the signer by the hash that matches, so the row needs no column of its own for it.
 */
const codeHash = (verificationId: string, signerType: OwnerSignerType, code: string) =>
  sha256(canonicalJson({ verificationId, signerType, code }));

const tooMany = (message: string) => new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, message);

/** The text carrying the code, by what the session opens. */
const CODE_TEXTS: Record<OwnerScopeType, (unionName: string, code: string) => string> = {
  CONSENT: ownerCodeText,
  MEETING: ballotCodeText,
  ONLINE: onlineCodeText,
};
/** Why a confirmed code opens nothing (the subject went meanwhile), by scope. */
const SUBJECT_GONE: Record<OwnerScopeType, string> = {
  CONSENT: M.consentNotFound,
  MEETING: BALLOT_MESSAGES.voterGone,
  ONLINE: BALLOT_MESSAGES.voterGone,
};

/** A code of 6 digits from the CSPRNG (leading zeros kept). */
const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");

/**
 * Texts a new 6-digit code to the candidate's phone through the service-notice outbox (the SMS port),
 * in one transaction with its verification row (hash, expiry in 3 minutes, 0 tries). A new code for the
 * same person and scope waits 30 seconds after the last, and at most 10 go out an hour.
 */
export async function startVerification(opts: {
  db: Db;
  candidate: OwnerCandidate;
  ip: string | null;
  now?: Date;
}): Promise<OwnerVerification> {
  const { candidate } = opts;
  const now = opts.now ?? new Date();
  const phone = candidate.phone.replace(/\D/g, "");
  if (phone.length < 10) throw badRequest(M.noPhone);
  return inTransaction(opts.db, async (tx) => {
    const recent = await recentCodes(tx, candidate, new Date(now.getTime() - 3600_000));
    if (recent.count >= OWNER_CODES_PER_HOUR) throw tooMany(M.tooManyCodes);
    const resendAt = (from: Date) => new Date(from.getTime() + OWNER_CODE_RESEND_SECONDS * 1000);
    if (recent.latestAt && resendAt(recent.latestAt) > now) {
      const wait = Math.ceil((resendAt(recent.latestAt).getTime() - now.getTime()) / 1000);
      throw tooMany(M.resendTooSoon(wait));
    }
    const verificationId = crypto.randomBytes(18).toString("base64url");
    const code = newCode();
    const expiresAt = new Date(now.getTime() + OWNER_CODE_TTL_SECONDS * 1000);
    await insertVerification(tx, {
      verificationId,
      unionSeq: candidate.unionSeq,
      scopeType: candidate.scopeType,
      scopeSeq: candidate.scopeSeq,
      unionRegisterSeq: candidate.unionRegisterSeq,
      phone,
      codeHash: codeHash(verificationId, candidate.signerType, code),
      expiresAt,
      ip: opts.ip,
      createdAt: now,
    });
    await sendSystemText(tx, {
      phoneNo: phone,
      text: CODE_TEXTS[candidate.scopeType](candidate.unionName, code),
      reason: OWNER_CODE_REASON,
    });
    return {
      verificationId,
      maskedPhone: maskPhone(phone),
      expiresAt: expiresAt.toISOString(),
      resendAt: resendAt(now).toISOString(),
      triesLeft: OWNER_CODE_MAX_TRIES,
    };
  });
}

/** What a verified code opens: the scope's subject (a consent's recipient), or null when it is gone. */
export type ScopeResolver = (
  db: Db,
  verification: { unionSeq: number; scopeSeq: number; unionRegisterSeq: number },
) => Promise<{ recipientSeq: number | null } | null>;

/**
 * Checks a code: unknown verification 404; used, 5 tries spent or expired refused with their own
 * messages (a 6th try is refused without being compared); a wrong code counts a try (committed even
 * though the call fails). The right code marks the verification used and answers an owner token.
 */
export async function confirmVerification(opts: {
  db: Db;
  secrets: ServerSecrets;
  verificationId: string;
  code: string;
  resolvers: Partial<Record<OwnerScopeType, ScopeResolver>>;
  now?: Date;
}): Promise<OwnerSession> {
  const now = opts.now ?? new Date();
  const outcome = await inTransaction(opts.db, async (tx) => {
    const row = await findVerification(tx, opts.verificationId, { forUpdate: true });
    if (!row) throw notFound(M.verificationNotFound);
    if (row.verifiedAt) return { error: badRequest(M.codeUsed) };
    if (row.attempts >= OWNER_CODE_MAX_TRIES) return { error: badRequest(M.codeTriesExceeded) };
    if (row.expiresAt <= now) return { error: badRequest(M.codeExpired) };
    const signerType = (["OWNER", "AGENT"] as const).find(
      (type) => codeHash(row.verificationId, type, opts.code) === row.codeHash,
    );
    if (!signerType) {
      const attempts = row.attempts + 1;
      await updateVerification(tx, row.verificationSeq, { attempts });
      const left = OWNER_CODE_MAX_TRIES - attempts;
      return { error: badRequest(left > 0 ? M.codeMismatch(left) : M.codeTriesExceeded) };
    }
    const resolver = opts.resolvers[row.scopeType];
    const subject = resolver ? await resolver(tx, row) : null;
    if (!subject) throw notFound(SUBJECT_GONE[row.scopeType]);
    await updateVerification(tx, row.verificationSeq, { verifiedAt: now, attempts: row.attempts + 1 });
    return { row, signerType, subject };
  });
  if ("error" in outcome) throw outcome.error;
  const { row, signerType, subject } = outcome;
  const { accessToken, expiresAt } = await signOwnerToken(
    opts.secrets,
    {
      unionSeq: row.unionSeq,
      unionRegisterSeq: row.unionRegisterSeq,
      scopeType: row.scopeType,
      scopeSeq: row.scopeSeq,
      recipientSeq: subject.recipientSeq,
      signerType,
      verificationId: row.verificationId,
    },
    now,
  );
  return { accessToken, expiresAt: expiresAt.toISOString(), signerType };
}
