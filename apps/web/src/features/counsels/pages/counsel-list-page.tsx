import { CLIENT_MESSAGES, COUNSEL_GRID_HEIGHT, ListCounselsQuerySchema, COUNSEL_MESSAGES as M } from "@johap/contracts";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DataTable } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { counselListQuery } from "../api/counsels-queries";
import { counselColumns } from "../components/counsel-columns";
import { RegisterSearchFields } from "../components/register-search-fields";
import { COUNSEL_PAGE_SIZES, counselListParamsOf, counselListSearchOf } from "../counsel-list-params";
import { COUNSEL_TEXTS as T } from "../counsels-labels";
import { counselDetailPath } from "../counsels-paths";

type Filters = { unionRegisterNo: string; unionRegisterName: string; searchFrom: string; searchTo: string };
const NO_FILTERS: Filters = { unionRegisterNo: "", unionRegisterName: "", searchFrom: "", searchTo: "" };
const FILTER_KEYS = ["unionRegisterNo", "unionRegisterName", "searchFrom", "searchTo"] as const;
type Params = ReturnType<typeof counselListParamsOf<(typeof FILTER_KEYS)[number]>>;

/**
 * `counsel-management/counsels` (M0902, 상담 내역): the union's records, newest first, filtered by register
 * number, name and a period; rows selectable; each to its detail.
 */
export function CounselListPage() {
  const unionSeq = useUnionSeq();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = counselListParamsOf(searchParams, FILTER_KEYS);
  const [draft, setDraft] = useState<Filters>({
    unionRegisterNo: params.unionRegisterNo,
    unionRegisterName: params.unionRegisterName,
    searchFrom: params.searchFrom,
    searchTo: params.searchTo,
  });
  /** The date inputs: one left half filled reports an empty value and `validity.badInput` (no change event). */
  const dateRefs = { searchFrom: useRef<HTMLInputElement>(null), searchTo: useRef<HTMLInputElement>(null) };
  const [alert, setAlert] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = useQuery(counselListQuery(unionSeq, params));
  if (rows.error && !rows.data) throw rows.error;
  const columns = useMemo(() => counselColumns((seq) => counselDetailPath(unionSeq, seq)), [unionSeq]);
  const go = (next: Params) => setSearchParams(counselListSearchOf(next));

  const handleDate = (key: "searchFrom" | "searchTo") => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const handleSearch = () => {
    if (dateRefs.searchFrom.current?.validity.badInput || dateRefs.searchTo.current?.validity.badInput) {
      setAlert(M.periodIncomplete);
      return;
    }
    const filters: Filters = {
      unionRegisterNo: draft.unionRegisterNo.trim(),
      unionRegisterName: draft.unionRegisterName.trim(),
      searchFrom: draft.searchFrom,
      searchTo: draft.searchTo,
    };
    const checked = ListCounselsQuerySchema.safeParse(
      Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== "")),
    );
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
      return;
    }
    go({ ...params, ...filters, page: 0 });
  };
  const handleReset = () => {
    setDraft(NO_FILTERS);
    for (const ref of [dateRefs.searchFrom, dateRefs.searchTo]) if (ref.current) ref.current.value = "";
    go({ ...params, ...NO_FILTERS, page: 0 });
  };

  return (
    <>
      <PageTitle>{T.historyTitle}</PageTitle>
      <SearchBar
        label="상담 내역 검색"
        onSearch={handleSearch}
        onReset={handleReset}
        end={
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            총 {formatNumber(rows.data?.pagination.totalElements ?? 0)}건
            {selected.size > 0 ? ` · ${formatNumber(selected.size)}건 ${T.selected}` : ""}
          </Typography>
        }
      >
        <RegisterSearchFields
          nameField="unionRegisterName"
          registerNo={draft.unionRegisterNo}
          name={draft.unionRegisterName}
          onRegisterNoChange={(unionRegisterNo) => setDraft((d) => ({ ...d, unionRegisterNo }))}
          onNameChange={(unionRegisterName) => setDraft((d) => ({ ...d, unionRegisterName }))}
          widths={[160, 180]}
        />
        {(["searchFrom", "searchTo"] as const).map((key) => (
          <TextField
            key={key}
            name={key}
            type="date"
            size="small"
            label={key === "searchFrom" ? T.searchFrom : T.searchTo}
            value={draft[key]}
            onChange={handleDate(key)}
            inputRef={dateRefs[key]}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: "1900-01-01", max: "2100-12-31" } }}
            sx={{ width: 170 }}
          />
        ))}
      </SearchBar>
      <DataTable
        label={T.listLabel}
        {...pagedQueryProps(rows, CLIENT_MESSAGES.noData)}
        columns={columns}
        getRowId={(row) => row.counselSeq}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        page={params.page}
        pageSize={params.pageSize}
        pageSizeOptions={COUNSEL_PAGE_SIZES}
        onPageChange={(page) => go({ ...params, page })}
        onPageSizeChange={(pageSize) => go({ ...params, pageSize, page: 0 })}
        height={COUNSEL_GRID_HEIGHT}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
