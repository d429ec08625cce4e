import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { managerGroupMenus } from "./permissions.table";

export async function listGroupMenuIds(db: Db, managerGroupId: number): Promise<number[]> {
  const rows = await db
    .select({ menuId: managerGroupMenus.menuId })
    .from(managerGroupMenus)
    .where(eq(managerGroupMenus.managerGroupId, managerGroupId));
  return rows.map((r) => r.menuId);
}
