import { isGroupSelectable, ListRegisterGroupsQuerySchema, ADDRESS_GROUP_MESSAGES as M } from "@johap/contracts";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { formatNumber } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { ADDRESS_GROUPS_MENU, groupCreatePath, groupDetailPath } from "../address-groups-paths";
import { useDeleteGroupsMutation } from "../api/address-groups-mutations";
import { registerGroupsQuery } from "../api/address-groups-queries";
import { groupColumns } from "../components/group-columns";

type Filters = { unionRegisterGroupName: string; unionRegisterName: string };
const NO_FILTERS: Filters = { unionRegisterGroupName: "", unionRegisterName: "" };
const PAGE_SIZES = [10, 50, 100] as const;

/**
 * `union-management/address-groups` (M0411, 주소록 그룹): groups filtered by group name and member name, paged at
 * 10; 삭제 of the ticked groups (auto-generated ones cannot be ticked) and 그룹 추가.
 */
export function GroupListPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const canWrite = useCanWrite(ADDRESS_GROUPS_MENU, unionSeq);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const groups = useQuery(registerGroupsQuery(unionSeq, { ...filters, ...paging }));
  if (groups.error && !groups.data) throw groups.error;
  const remove = useDeleteGroupsMutation(unionSeq);
  const columns = useMemo(() => groupColumns((seq) => groupDetailPath(unionSeq, seq)), [unionSeq]);

  const handleSearch = () => {
    const next = {
      unionRegisterGroupName: draft.unionRegisterGroupName.trim(),
      unionRegisterName: draft.unionRegisterName.trim(),
    };
    const checked = ListRegisterGroupsQuerySchema.safeParse(next);
    if (!checked.success) return setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
    setFilters(next);
    setPaging((current) => ({ ...current, page: 0 }));
    setSelected(new Set());
  };
  const handleReset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPaging((current) => ({ ...current, page: 0 }));
    setSelected(new Set());
  };
  const handleDelete = () => {
    if (selected.size === 0) return setAlert(M.deleteNone);
    setIsConfirming(true);
  };
  const handleConfirmDelete = () =>
    remove.mutate([...selected], {
      onSuccess: () => {
        notifySuccess(M.deleted);
        setSelected(new Set());
      },
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <PageTitle>주소록 그룹</PageTitle>
      <SearchBar
        label="주소록 그룹 검색"
        onSearch={handleSearch}
        onReset={handleReset}
        end={
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            총 {formatNumber(groups.data?.pagination.totalElements ?? 0)}건
            {selected.size > 0 ? ` · ${formatNumber(selected.size)}건 선택` : ""}
          </Typography>
        }
      >
        <TextField
          size="small"
          label="그룹명"
          value={draft.unionRegisterGroupName}
          onChange={(event) => setDraft((d) => ({ ...d, unionRegisterGroupName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <TextField
          size="small"
          label="조합원 이름"
          value={draft.unionRegisterName}
          onChange={(event) => setDraft((d) => ({ ...d, unionRegisterName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
      </SearchBar>
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mb: 1 }}>
        <WriteButton canWrite={canWrite} variant="outlined" color="error" onClick={handleDelete}>
          삭제
        </WriteButton>
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => navigate(groupCreatePath(unionSeq))}>
          그룹 추가
        </WriteButton>
      </Box>
      <DataTable
        label="주소록 그룹 목록"
        {...pagedQueryProps(groups, M.empty)}
        columns={columns}
        getRowId={(row) => row.unionRegisterGroupSeq}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        isRowSelectionDisabled={(row) => !isGroupSelectable(row)}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
        height={442}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        자동 생성 그룹은 조합원 명부와 동의 현황에 따라 자동으로 갱신되며, 수정하거나 삭제할 수 없습니다.
      </Typography>
      <ConfirmDialog
        isOpen={isConfirming}
        title="그룹 삭제"
        message={`선택한 ${formatNumber(selected.size)}개 그룹을 삭제하시겠습니까?`}
        confirmLabel="삭제"
        isPending={remove.isPending}
        onConfirm={handleConfirmDelete}
        onCancel={() => setIsConfirming(false)}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
