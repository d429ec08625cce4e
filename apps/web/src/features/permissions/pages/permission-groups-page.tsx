import { PERMISSION_MESSAGES as M, MAX_MANAGER_GROUPS, type ManagerGroup } from "@johap/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { PageLoading } from "../../../ui/page-loading";
import { useUnionManager } from "../../session";
import { managerGroupsQuery } from "../api/permissions-queries";
import { CreateGroupDialog } from "../components/create-group-dialog";
import { GroupInfoForm } from "../components/group-info-form";
import { GroupList } from "../components/group-list";
import { MenuPermissionsTab } from "../components/menu-permissions-tab";
import { PersonsTab } from "../components/persons-tab";
import { PERMISSION_TABS, PERMISSIONS_TITLE } from "../permissions-labels";
import { selectedGroupOf } from "../selected-group";

/** Navigation state of this page (spec 01 §2: the selected group id travels in it). */
export type PermissionsLocationState = { managerGroupId?: number; tab?: number } | null;

/** `etc-management/auth` (menu M1101): groups on the left, 권한자 and 메뉴 권한 tabs on the right. */
export function PermissionGroupsPage() {
  const unionSeq = useUnionSeq();
  const manager = useUnionManager(unionSeq);
  if (!manager) return <PageLoading />;
  return <PermissionGroups manager={manager} />;
}

function PermissionGroups({ manager }: { manager: NonNullable<ReturnType<typeof useUnionManager>> }) {
  const { targetServiceId } = manager;
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as PermissionsLocationState;
  const groups = useQuery(managerGroupsQuery(targetServiceId));
  const [isCreating, setIsCreating] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const list = groups.data ?? [];
  const group = selectedGroupOf(list, state?.managerGroupId);
  const tab = state?.tab ?? 0;

  /** Keeps the selection in navigation state; a new selection after create or delete opens the first tab. */
  const select = (managerGroupId: number | undefined, nextTab: number) =>
    navigate(location.pathname, { replace: true, state: { managerGroupId, tab: nextTab } });
  const handleAdd = () => (list.length >= MAX_MANAGER_GROUPS ? setAlert(M.groupLimit) : setIsCreating(true));

  if (groups.isPending) return <PageLoading />;
  return (
    <>
      <title>{`${PERMISSIONS_TITLE} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {PERMISSIONS_TITLE}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, alignItems: "stretch" }}>
        <GroupList
          groups={list}
          selectedId={group?.managerGroupId ?? null}
          onSelect={(id) => select(id, tab)}
          onAdd={handleAdd}
        />
        {group && (
          <Paper variant="outlined" sx={{ borderRadius: 2, p: 2.5, flex: 1, minWidth: 0 }}>
            <GroupInfoForm
              key={`${group.managerGroupId}-${group.name}-${group.memo}`}
              targetServiceId={targetServiceId}
              group={group}
              onDeleted={() => select(undefined, 0)}
            />
            <Tabs
              value={tab}
              onChange={(_event, next: number) => select(group.managerGroupId, next)}
              sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: "divider" }}
            >
              {PERMISSION_TABS.map((label) => (
                <Tab key={label} label={label} />
              ))}
            </Tabs>
            {tab === 0 ? (
              <PersonsTab key={group.managerGroupId} group={group} manager={manager} />
            ) : (
              <MenuPermissionsTab key={group.managerGroupId} targetServiceId={targetServiceId} group={group} />
            )}
          </Paper>
        )}
      </Box>
      {isCreating && (
        <CreateGroupDialog
          targetServiceId={targetServiceId}
          onClose={() => setIsCreating(false)}
          onCreated={(created: ManagerGroup) => {
            setIsCreating(false);
            select(created.managerGroupId, 0);
          }}
        />
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
