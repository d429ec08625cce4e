import { applicationApprovedText, applicationRejectedText, ACCOUNT_MESSAGES as M } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { conflict, notFound } from "../../platform/errors";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy, OperatorStepJob } from "../../platform/operator-policy";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import { activateManager, findMembership } from "../union-users/union-users.repository";
import { findApplication, listPendingApplications, settleApplication } from "./union-applications.repository";

/** The demo's stand-in for vendor staff: approves an application a few seconds after it arrives. */
export const AUTO_APPROVE_JOB = "account.approve-application";
export const APPLICATION_REVIEW_STEP: OperatorStepJob<{ unionApplicationId: number }> = {
  step: "union-application",
  queue: AUTO_APPROVE_JOB,
  singletonKey: (data) => `application-${data.unionApplicationId}`,
};

export type ApplicationDecision = "APPROVED" | "REJECTED";

/**
 * Vendor staff decide an application. Approval makes the applicant a USER of the union (no permission
 * group until the supervisor assigns one); either way the applicant gets a text, in the same transaction.
 */
export async function decideApplication(opts: { db: Db; unionApplicationId: number; decision: ApplicationDecision }) {
  return inTransaction(opts.db, async (tx) => {
    const settled = await settleApplication(tx, opts.unionApplicationId, opts.decision);
    if (!settled) {
      if (!(await findApplication(tx, opts.unionApplicationId))) throw notFound();
      throw conflict(M.applicationNotPending);
    }
    if (opts.decision === "APPROVED") {
      await activateManager(tx, { unionSeq: settled.unionSeq, serviceMemberId: settled.serviceMemberId });
    }
    if (settled.phoneNo) {
      const approved = opts.decision === "APPROVED";
      await sendSystemText(tx, {
        phoneNo: settled.phoneNo,
        text: approved ? applicationApprovedText(settled.unionName) : applicationRejectedText(settled.unionName),
        reason: approved ? "UNION_APPLICATION_APPROVED" : "UNION_APPLICATION_REJECTED",
      });
    }
    return {
      unionApplicationId: settled.unionApplicationId,
      unionId: settled.unionSeq,
      status: settled.status as ApplicationDecision,
    };
  });
}

export async function pendingApplications(db: Db) {
  return (await listPendingApplications(db)).map((row) => ({
    unionApplicationId: row.unionApplicationId,
    unionId: row.unionId,
    unionName: row.unionName,
    name: row.name,
    phoneNo: row.phoneNo,
    appliedAt: row.appliedAt.toISOString(),
  }));
}

/**
 * The demo's automatic approval; an application decided meanwhile (by the operator), or one from a manager
 * the union removed, is left to staff.
 */
export async function autoApproveApplication(db: Db, unionApplicationId: number) {
  const application = await findApplication(db, unionApplicationId);
  if (application?.status !== "PENDING") return;
  // A manager the union removed is never let back in automatically: the application waits for staff.
  const membership = await findMembership(db, application.unionSeq, application.serviceMemberId);
  if (membership?.status === "REVOKED") return;
  await decideApplication({ db, unionApplicationId, decision: "APPROVED" });
}

/** Asks the operator to decide each application (the demo decides by itself, see OperatorPolicy). */
export async function requestApplicationReview(jobs: Jobs, operator: OperatorPolicy, unionApplicationIds: number[]) {
  for (const unionApplicationId of unionApplicationIds) {
    await operator.request(jobs, APPLICATION_REVIEW_STEP, { unionApplicationId });
  }
}
