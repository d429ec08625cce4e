import type { ServiceMemberUnion } from "@johap/contracts";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { availableMenusQuery, MENUS_FRESH_MS } from "../../features/session";
import { unionMenuPath } from "../../lib/union-path";
import { type MenuGroupView, visibleMenuGroups } from "./visible-menus";

function MenuGroupList({ group, unionSeq, pathname }: { group: MenuGroupView; unionSeq: number; pathname: string }) {
  const titleId = `menu-group-${group.code}`;
  return (
    <List
      dense
      aria-labelledby={titleId}
      subheader={
        <ListSubheader
          id={titleId}
          disableSticky
          sx={{ lineHeight: "36px", fontWeight: 700, color: "text.primary", bgcolor: "transparent" }}
        >
          {group.name}
        </ListSubheader>
      }
    >
      {group.entries.map((entry) => {
        const to = unionMenuPath(unionSeq, entry.path);
        const isSelected = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <ListItemButton
            key={entry.code}
            component={RouterLink}
            to={to}
            selected={isSelected}
            aria-current={isSelected ? "page" : undefined}
            sx={{ borderRadius: 1, mx: 1, pl: 3 }}
          >
            <ListItemText primary={entry.name} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

/** The menu groups and entries the member may use in the zone (spec 01 §1, §6). */
export function SideMenu({ union }: { union: ServiceMemberUnion }) {
  const { pathname } = useLocation();
  const { data: menus = [], dataUpdatedAt, refetch } = useQuery(availableMenusQuery(union.serviceManagerId));
  // Permission changes made by the supervisor elsewhere show on the member's next navigation.
  useEffect(() => {
    if (pathname && dataUpdatedAt > 0 && Date.now() - dataUpdatedAt > MENUS_FRESH_MS) void refetch();
  }, [pathname, dataUpdatedAt, refetch]);
  return (
    <>
      {visibleMenuGroups(menus).map((group) => (
        <MenuGroupList key={group.code} group={group} unionSeq={union.unionId} pathname={pathname} />
      ))}
    </>
  );
}
