import {
  CLIENT_MESSAGES,
  COUNSEL_GRID_HEIGHT,
  type CounselRegisterRow,
  CounselRegistersQuerySchema,
  formatCounselAt,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { counselRegistersQuery } from "../api/counsels-queries";
import { MemberDetailDialog } from "../components/member-detail-dialog";
import { RegisterSearchFields } from "../components/register-search-fields";
import { COUNSEL_PAGE_SIZES, counselListParamsOf, counselListSearchOf } from "../counsel-list-params";
import { positionShown, COUNSEL_TEXTS as T } from "../counsels-labels";
import { COUNSEL_CREATE_MENU, counselCreatePath } from "../counsels-paths";

type Filters = { unionRegisterNo: string; name: string };
const FILTER_KEYS = ["unionRegisterNo", "name"] as const;
type Params = ReturnType<typeof counselListParamsOf<(typeof FILTER_KEYS)[number]>>;

/** `counsel-management/create` (M0901, 상담 등록): the union's owners by number and name, each to the form. */
export function CounselPickerPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const canWrite = useCanWrite(COUNSEL_CREATE_MENU);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = counselListParamsOf(searchParams, FILTER_KEYS);
  const [draft, setDraft] = useState<Filters>({ unionRegisterNo: params.unionRegisterNo, name: params.name });
  const [alert, setAlert] = useState<string | null>(null);
  const [openSeq, setOpenSeq] = useState<number | null>(null);
  const rows = useQuery(counselRegistersQuery(unionSeq, params));
  if (rows.error && !rows.data) throw rows.error;
  const go = (next: Params) => setSearchParams(counselListSearchOf(next));

  const handleSearch = () => {
    const filters = { unionRegisterNo: draft.unionRegisterNo.trim(), name: draft.name.trim() };
    const checked = CounselRegistersQuerySchema.safeParse(filters);
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
      return;
    }
    go({ ...params, ...filters, page: 0 });
  };
  const handleReset = () => {
    setDraft({ unionRegisterNo: "", name: "" });
    go({ ...params, unionRegisterNo: "", name: "", page: 0 });
  };

  const columns = useMemo(
    (): DataTableColumn<CounselRegisterRow>[] => [
      { field: "unionRegisterNo", headerName: "일련번호", width: 90, renderCell: (row) => row.unionRegisterNo },
      {
        field: "name",
        headerName: "이름",
        width: 120,
        renderCell: (row) => (
          <Link component="button" type="button" underline="hover" onClick={() => setOpenSeq(row.unionRegisterSeq)}>
            {row.name}
          </Link>
        ),
      },
      { field: "position", headerName: "직책", renderCell: positionShown },
      { field: "birth", headerName: "생년월일", renderCell: (row) => formatDateDigits(row.birth) || "-" },
      { field: "phoneNo", headerName: "연락처", renderCell: (row) => formatPhone(row.phoneNo) || "-" },
      {
        field: "localAddresses",
        headerName: "소재지",
        renderCell: (row) => (
          <Box
            component="span"
            title={row.localAddresses.join("\n")}
            sx={{ display: "block", maxWidth: 220, overflow: "hidden", textOverflow: "ellipsis" }}
          >
            {row.localAddresses[0] ?? "-"}
          </Box>
        ),
      },
      { field: "counselCount", headerName: T.counselCount, align: "right", renderCell: (row) => row.counselCount },
      {
        field: "lastCounselAt",
        headerName: T.lastCounselAt,
        renderCell: (row) => (row.lastCounselAt ? formatCounselAt(row.lastCounselAt) : "-"),
      },
      {
        field: "action",
        headerName: "",
        align: "center",
        renderCell: (row) => (
          <WriteButton
            canWrite={canWrite}
            size="small"
            variant="outlined"
            aria-label={`${row.name} 상담 등록`}
            onClick={() => navigate(counselCreatePath(unionSeq, row.unionRegisterSeq))}
          >
            {T.toForm}
          </WriteButton>
        ),
      },
    ],
    [canWrite, navigate, unionSeq],
  );

  return (
    <>
      <PageTitle>{T.createTitle}</PageTitle>
      <SearchBar label="조합원 검색" onSearch={handleSearch} onReset={handleReset}>
        <RegisterSearchFields
          nameField="name"
          registerNo={draft.unionRegisterNo}
          name={draft.name}
          onRegisterNoChange={(unionRegisterNo) => setDraft((d) => ({ ...d, unionRegisterNo }))}
          onNameChange={(name) => setDraft((d) => ({ ...d, name }))}
          widths={[180, 200]}
        />
      </SearchBar>
      <DataTable
        label={T.pickerLabel}
        {...pagedQueryProps(rows, CLIENT_MESSAGES.noData)}
        columns={columns}
        getRowId={(row) => row.unionRegisterSeq}
        page={params.page}
        pageSize={params.pageSize}
        pageSizeOptions={COUNSEL_PAGE_SIZES}
        onPageChange={(page) => go({ ...params, page })}
        onPageSizeChange={(pageSize) => go({ ...params, pageSize, page: 0 })}
        height={COUNSEL_GRID_HEIGHT}
      />
      {openSeq !== null && (
        <MemberDetailDialog unionSeq={unionSeq} unionRegisterSeq={openSeq} onClose={() => setOpenSeq(null)} />
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
