import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { availableMenusQuery } from "./api/session-queries";
import { menuAccessOf } from "./menu-access";
import { useUnionManager } from "./use-union-manager";

/**
 * Whether the signed-in member holds the menu's 관리 sub-menu in the union (the route's, unless given),
 * from the menus the side bar shows. False while they load: write actions show disabled, never refused
 * after the form is filled.
 */
export function useCanWrite(menuCode: string, unionSeq?: number): boolean {
  const params = useParams();
  const manager = useUnionManager(unionSeq ?? Number(params.unionSeq));
  const menus = useQuery({ ...availableMenusQuery(manager?.serviceManagerId ?? 0), enabled: manager !== null });
  return menus.data !== undefined && menuAccessOf(menus.data, menuCode) === "write";
}
