import {
  ERROR_CODES,
  ERROR_MESSAGES,
  MENU_GROUPS,
  type MenuPermission,
  RESTRICTED_MENU_CODES,
  SUB_MENUS,
} from "@johap/contracts";
import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { AppError, notFound } from "../../platform/errors";
import { members } from "../account/account.table";
import { grantedMenuIds } from "../permissions/menu-access";
import { findManagerById, listActiveUnionsOf } from "../union-users/union-users.repository";

const notYours = () => new AppError(403, ERROR_CODES.PERMISSION_DENIED, ERROR_MESSAGES.PERMISSION_DENIED);

export async function getMember(opts: { db: Db; actor: Actor; memberSeq: number }) {
  if (opts.memberSeq !== opts.actor.memberSeq) throw notYours();
  const [member] = await opts.db.select().from(members).where(eq(members.memberSeq, opts.memberSeq));
  if (!member) throw notFound();
  return {
    memberSeq: member.memberSeq,
    name: member.name,
    birth: member.birth,
    phoneNo: member.phoneNo,
    nickname: member.nickname,
  };
}

export async function verifyPassword(opts: { db: Db; actor: Actor; memberSeq: number; password: string }) {
  if (opts.memberSeq !== opts.actor.memberSeq) throw notYours();
  const [member] = await opts.db.select().from(members).where(eq(members.memberSeq, opts.memberSeq));
  if (!member) throw notFound();
  if (!(await verify(member.passwordHash, opts.password))) {
    throw new AppError(400, ERROR_CODES.PASSWORD_MISMATCH, ERROR_MESSAGES.PASSWORD_MISMATCH);
  }
  return { isVerified: true };
}

export async function listMyUnions(opts: { db: Db; actor: Actor; serviceMemberId: number }) {
  if (opts.serviceMemberId !== opts.actor.serviceMemberId) throw notYours();
  return listActiveUnionsOf(opts.db, opts.serviceMemberId);
}

/** Builds the menu permission list of a manager: every menu, sub-menus checked as granted. */
export function menuPermissionList(granted: Set<number>, forSupervisor: boolean): MenuPermission[] {
  return MENU_GROUPS.flatMap((group) =>
    group.menus.map((menu) => ({
      name: menu.name,
      description: menu.description,
      code: menu.code,
      groupCode: group.code,
      groupName: group.name,
      path: menu.path,
      subMenus: SUB_MENUS.filter((s) => s.menuCode === menu.code).map((s) => ({
        menuId: s.menuId,
        name: s.name,
        code: s.code,
        isChecked: granted.has(s.menuId),
        isRestricted: !forSupervisor && RESTRICTED_MENU_CODES.includes(menu.code),
      })),
    })),
  );
}

export async function listAvailableMenus(opts: { db: Db; actor: Actor; serviceManagerId: number }) {
  const manager = await findManagerById(opts.db, opts.serviceManagerId);
  if (!manager || manager.serviceMemberId !== opts.actor.serviceMemberId) throw notYours();
  if (manager.status === "REVOKED") {
    throw new AppError(403, ERROR_CODES.MEMBER_REVOKED, ERROR_MESSAGES.MEMBER_REVOKED);
  }
  const granted = await grantedMenuIds(opts.db, manager);
  return menuPermissionList(granted, manager.label === "SUPERVISOR");
}
