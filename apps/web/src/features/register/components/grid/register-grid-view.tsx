import { DEFAULT_HIDDEN_COLUMNS, MAX_OWNERS, type Owner, type RegisterStatus } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { searchParamsOf } from "../../../../lib/query-string";
import { DataTable } from "../../../../ui/data-table/data-table";
import type { GridState } from "../../../../ui/data-table/grid-state";
import { useGridState } from "../../../../ui/data-table/use-grid-state";
import { useCanWrite } from "../../../session";
import { usePatchActivityMutation } from "../../api/register-mutations";
import { activityMappingsQuery, fileStatusQuery, ownersQuery } from "../../api/register-queries";
import { filtersFromSearchParams, hasFilters, type RegisterFilters } from "../../register-filters";
import { ownerCreatePath, REGISTER_MENU, registerHistoriesPath } from "../../register-paths";
import { ChangeNoticeDialog } from "../registry/change-notice-dialog";
import { RegistrationTraceSwitch } from "../registry/registration-trace-switch";
import { CancelUploadButton } from "./cancel-upload-button";
import { ALWAYS_VISIBLE_FIELDS, registerColumns } from "./register-columns";
import { RegisterGridDialogs } from "./register-grid-dialogs";
import { type GridDialogKind, RegisterGridToolbar } from "./register-grid-toolbar";
import { RegisterSearchPanel } from "./register-search-panel";
import { SelectionBar } from "./selection-bar";
import { useRegisterDownload } from "./use-register-download";

export const REGISTER_GRID_KEY = "register-grid";
export const PAGE_SIZES = [10, 50, 100] as const;
const DEFAULT_GRID: GridState = { hiddenColumns: [...DEFAULT_HIDDEN_COLUMNS], pageSize: 10 };
/** Spec 01 §9: 442 px for 10 rows; larger pages use the window's height so 100 rows stay workable. */
const heightOf = (pageSize: number) => (pageSize <= 10 ? 442 : "max(442px, calc(100vh - 330px))");

/** URL search params of a grid page: the filters, and the page when it is not the first. */
const pageParams = (filters: RegisterFilters, page: number) =>
  searchParamsOf({ ...filters, page: page > 0 ? page : null });

export type GridDialog =
  | { kind: GridDialogKind }
  | { kind: "agent-edit"; unionRegisterAgentSeq: number }
  | { kind: "delete" };

/** CONVEY or CONFIRM: the register grid with its tools and dialogs. */
export function RegisterGridView({ unionSeq, status }: { unionSeq: number; status: RegisterStatus }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const page = Math.max(0, Number(searchParams.get("page")) || 0);
  const grid = useGridState(REGISTER_GRID_KEY, DEFAULT_GRID, PAGE_SIZES);
  const { pageSize, hiddenColumns } = grid.state;
  const [isSearchOpen, setIsSearchOpen] = useState(() => hasFilters(filters));
  const [selectedIds, setSelectedIds] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<GridDialog | null>(null);
  const [noticeOwnerSeq, setNoticeOwnerSeq] = useState<number | null>(null);
  const canWrite = useCanWrite(REGISTER_MENU, unionSeq);

  const { data: fileStatus } = useQuery(fileStatusQuery(unionSeq));
  const { data: mappings = [] } = useQuery(activityMappingsQuery(unionSeq));
  const owners = useQuery(ownersQuery(unionSeq, { page, pageSize, filters }));
  const patchActivity = usePatchActivityMutation(unionSeq);
  const { download, isDownloading } = useRegisterDownload(unionSeq, filters);
  const totalElements = owners.data?.pagination.totalElements ?? 0;
  /** Spec 01 §9: no more owners once 10,000 are registered (the live count, whatever the filters). */
  const ownerCount = fileStatus?.ownerCount ?? totalElements;
  const returnTo = `${location.pathname}${location.search}`;

  const saveCell = patchActivity.mutateAsync;
  // Memoized: the grid renders a row again only when its owner, its selection or the columns change.
  const columns = useMemo(
    () =>
      registerColumns({
        unionSeq,
        mappings,
        returnTo,
        onAgentClick: (unionRegisterAgentSeq) => setDialog({ kind: "agent-edit", unionRegisterAgentSeq }),
        onCellSave: canWrite
          ? (unionRegisterSeq, attributeCode, value) =>
              saveCell({ unionRegisterSeq, activity: { [attributeCode]: value } })
          : null,
        onChangeBadgeClick: setNoticeOwnerSeq,
      }),
    [unionSeq, mappings, returnTo, saveCell, canWrite],
  );
  const visibleColumns = useMemo(() => {
    const hidden = new Set(hiddenColumns);
    return columns.filter((column) => !hidden.has(column.field));
  }, [columns, hiddenColumns]);

  const showPage = (next: { page?: number; filters?: RegisterFilters }) =>
    setSearchParams(pageParams(next.filters ?? filters, next.page ?? 0));
  // A page past the end (after a delete, or an old link) moves back to the last page.
  const lastPage = Math.max(0, Math.ceil(totalElements / pageSize) - 1);
  const isPastEnd = owners.isSuccess && !owners.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setSearchParams(pageParams(filters, lastPage), { replace: true });
  }, [isPastEnd, filters, lastPage, setSearchParams]);

  const handleReset = () => {
    grid.reset();
    setSelectedIds(new Set());
    setIsSearchOpen(false);
    setSearchParams(new URLSearchParams());
  };

  return (
    <>
      {status === "CONVEY" && (
        <Alert severity="info" sx={{ mb: 2 }} action={<CancelUploadButton unionSeq={unionSeq} canWrite={canWrite} />}>
          명부 변환이 완료되었습니다. 내용을 확인한 뒤 조합원 명부 확정 버튼을 눌러 주세요. 확정 전에는 업로드를
          취소하고 다시 올릴 수 있습니다.
        </Alert>
      )}
      <RegisterGridToolbar
        status={status}
        isSearchOpen={isSearchOpen}
        onToggleSearch={() => setIsSearchOpen((isOpen) => !isOpen)}
        onOpenDialog={(kind) => setDialog({ kind })}
        onReset={handleReset}
        onDownload={() => void download()}
        isDownloading={isDownloading}
        createPath={ownerCount >= MAX_OWNERS ? null : ownerCreatePath(unionSeq)}
        returnTo={returnTo}
        historiesPath={registerHistoriesPath(unionSeq)}
        traceSwitch={<RegistrationTraceSwitch unionSeq={unionSeq} canWrite={canWrite} />}
        canWrite={canWrite}
      />
      {isSearchOpen && status === "CONFIRM" && (
        <RegisterSearchPanel filters={filters} mappings={mappings} onSearch={(next) => showPage({ filters: next })} />
      )}
      <SelectionBar
        totalElements={totalElements}
        selectedCount={selectedIds.size}
        onDelete={() => setDialog({ kind: "delete" })}
        onClear={() => setSelectedIds(new Set())}
        canWrite={canWrite}
      />
      <DataTable<Owner, number>
        label="조합원 명부"
        rows={owners.data?.data ?? []}
        columns={visibleColumns}
        getRowId={(owner) => owner.unionRegisterSeq}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={totalElements}
        onPageChange={(next) => showPage({ page: next })}
        onPageSizeChange={(next) => {
          grid.setPageSize(next);
          showPage({ page: 0 });
        }}
        height={heightOf(pageSize)}
        isFetching={owners.isFetching}
        emptyText={hasFilters(filters) ? "검색 조건에 맞는 소유자가 없습니다." : "등록된 소유자가 없습니다."}
      />
      <RegisterGridDialogs
        unionSeq={unionSeq}
        dialog={dialog}
        onClose={() => setDialog(null)}
        mappings={mappings}
        hideableColumns={columns.filter((column) => !ALWAYS_VISIBLE_FIELDS.includes(column.field))}
        hiddenColumns={hiddenColumns}
        onHiddenColumnsChange={grid.setHiddenColumns}
        ownerCount={ownerCount}
        selectedIds={selectedIds}
        onDeleted={() => setSelectedIds(new Set())}
      />
      <ChangeNoticeDialog
        unionSeq={unionSeq}
        unionRegisterSeq={noticeOwnerSeq}
        onClose={() => setNoticeOwnerSeq(null)}
      />
    </>
  );
}
