import { ERROR_CODES, PERMISSION_MESSAGES as M } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { UnionContext } from "../../platform/access";
import { AppError, badRequest } from "../../platform/errors";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import { findUnionName, listManagers, lockManagers, setManagerRole } from "./permissions.repository";

const refused = (message: string) => new AppError(403, ERROR_CODES.PERMISSION_DENIED, message);

/** The three notices of a delegation (spec 01 §4): old supervisor, delegate, system administrator. */
export function delegationTexts(input: {
  unionName: string;
  from: { name: string; phoneNo: string };
  to: { name: string; phoneNo: string };
}) {
  const { unionName, from, to } = input;
  return {
    toPrevious: `[조합 OMS] ${unionName} 관리자 권한이 ${to.name}님에게 위임되었습니다.`,
    toDelegate: `[조합 OMS] ${unionName} 관리자 권한이 ${from.name}님으로부터 위임되었습니다. 다시 로그인해 주세요.`,
    toSystemAdmin: `[조합 OMS] ${unionName} 관리자 변경: ${from.name}(${from.phoneNo}) → ${to.name}(${to.phoneNo})`,
  };
}

/**
 * Hands the supervisor label to another manager of a permission group of the union, in one
 * transaction: labels and groups swap (the delegate takes the 관리자 group, the previous supervisor
 * the delegate's group), and the three notices are queued.
 */
export async function delegateSupervisor(opts: {
  db: Db;
  union: UnionContext;
  serviceManagerId: number;
  delegateeServiceManagerId: number;
  systemAdminPhone: string;
}) {
  const { db, union, serviceManagerId, delegateeServiceManagerId } = opts;
  if (union.serviceManagerId !== serviceManagerId || union.label !== "SUPERVISOR") {
    throw refused(M.delegateSupervisorOnly);
  }
  if (delegateeServiceManagerId === serviceManagerId) throw badRequest(M.delegateSelf);
  await inTransaction(db, async (tx) => {
    const rows = await lockManagers(tx, union.unionSeq, [serviceManagerId, delegateeServiceManagerId]);
    const from = rows.find((r) => r.serviceManagerId === serviceManagerId);
    const to = rows.find((r) => r.serviceManagerId === delegateeServiceManagerId);
    if (from?.label !== "SUPERVISOR") throw refused(M.delegateSupervisorOnly);
    if (to?.status !== "ACTIVE" || to.managerGroupId == null) throw badRequest(M.delegateNonMember);
    await setManagerRole(tx, from.serviceManagerId, { label: "USER", managerGroupId: to.managerGroupId });
    await setManagerRole(tx, to.serviceManagerId, { label: "SUPERVISOR", managerGroupId: from.managerGroupId });
    const people = await listManagers(tx, union.unionSeq, {
      serviceManagerIds: [serviceManagerId, delegateeServiceManagerId],
    });
    const previous = people.find((p) => p.serviceManagerId === serviceManagerId)!;
    const delegate = people.find((p) => p.serviceManagerId === delegateeServiceManagerId)!;
    const texts = delegationTexts({ unionName: await findUnionName(tx, union.unionSeq), from: previous, to: delegate });
    const reason = "SUPERVISOR_DELEGATED";
    await sendSystemText(tx, { phoneNo: previous.phoneNo, text: texts.toPrevious, reason });
    await sendSystemText(tx, { phoneNo: delegate.phoneNo, text: texts.toDelegate, reason });
    await sendSystemText(tx, { phoneNo: opts.systemAdminPhone, text: texts.toSystemAdmin, reason });
  });
  return {
    supervisorServiceManagerId: delegateeServiceManagerId,
    previousSupervisorServiceManagerId: serviceManagerId,
  };
}
