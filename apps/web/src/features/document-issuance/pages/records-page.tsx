import { CLIENT_MESSAGES, DOCUMENT_NAMES, type DocumentIssuance, DocumentIssuancesQuerySchema } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatNumber, formatWon } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { SearchBar } from "../../../ui/search-bar";
import { issuanceListQuery, type RecordsParams } from "../api/document-issuance-api";
import { REQUEST_STATUS_LABELS } from "../document-issuance-labels";
import { issuanceRecordPath } from "../document-issuance-paths";

type Filters = { requestedFrom: string; requestedTo: string; completedFrom: string; completedTo: string };
const NO_FILTERS: Filters = { requestedFrom: "", requestedTo: "", completedFrom: "", completedTo: "" };
const DATE_LABELS: Record<keyof Filters, string> = {
  requestedFrom: "요청일 시작",
  requestedTo: "요청일 종료",
  completedFrom: "완료일 시작",
  completedTo: "완료일 종료",
};

const columnsOf = (unionSeq: number): DataTableColumn<DocumentIssuance>[] => [
  {
    field: "documentIssuanceSeq",
    headerName: "번호",
    width: 70,
    renderCell: (r) => (
      <Link component={RouterLink} to={issuanceRecordPath(unionSeq, r.documentIssuanceSeq)}>
        {r.documentIssuanceSeq}
      </Link>
    ),
  },
  {
    field: "issuedDocumentCodes",
    headerName: "발급 자료",
    width: 190,
    // Several names wrap in the column rather than widening the table past the console.
    renderCell: (r) => (
      <Box component="span" sx={{ display: "block", whiteSpace: "normal", maxWidth: 220 }}>
        {r.issuedDocumentCodes.map((c) => DOCUMENT_NAMES[c]).join(", ")}
      </Box>
    ),
  },
  {
    field: "addressCount",
    headerName: "부동산 수",
    width: 70,
    align: "right",
    renderCell: (r) => formatNumber(r.addressCount),
  },
  {
    field: "totalRequestCount",
    headerName: "요청 건수",
    width: 70,
    align: "right",
    renderCell: (r) => formatNumber(r.totalRequestCount),
  },
  {
    field: "issuedCount",
    headerName: "발급",
    width: 60,
    align: "right",
    renderCell: (r) => formatNumber(r.issuedCount),
  },
  { field: "failCount", headerName: "실패", width: 60, align: "right", renderCell: (r) => formatNumber(r.failCount) },
  {
    field: "totalCost",
    headerName: "비용",
    width: 90,
    align: "right",
    renderCell: (r) => formatWon(r.totalCost - r.refundedCost),
  },
  { field: "requestedBy", headerName: "요청자", width: 80, renderCell: (r) => r.requestedBy || "-" },
  { field: "requestedAt", headerName: "요청일시", width: 130, renderCell: (r) => formatDateTime(r.requestedAt) },
  { field: "completedAt", headerName: "완료일시", width: 130, renderCell: (r) => formatDateTime(r.completedAt) },
  {
    field: "requestStatus",
    headerName: "상태",
    width: 80,
    renderCell: (r) => (
      <Chip
        size="small"
        label={REQUEST_STATUS_LABELS[r.requestStatus]}
        color={r.requestStatus === "COMPLETE" ? "success" : "default"}
      />
    ),
  },
];

/** 내역 관리 (spec 04 §2.4): the orders, newest first, by requested and completed date ranges; each to its detail. */
export function IssuanceRecordsPage() {
  const unionSeq = useUnionSeq();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [params, setParams] = useState<RecordsParams>({ page: 0, pageSize: 10 });
  const [alert, setAlert] = useState<string | null>(null);
  const rows = useQuery(issuanceListQuery(unionSeq, params));
  if (rows.error && !rows.data) throw rows.error;
  const columns = useMemo(() => columnsOf(unionSeq), [unionSeq]);

  const handleSearch = () => {
    const filters = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ""));
    const checked = DocumentIssuancesQuerySchema.safeParse(filters);
    if (!checked.success) return setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
    setParams({ ...NO_FILTERS, ...filters, page: 0, pageSize: params.pageSize });
  };

  return (
    <>
      <SearchBar
        label="자료 발급 내역 검색"
        onSearch={handleSearch}
        onReset={() => {
          setDraft(NO_FILTERS);
          setParams({ page: 0, pageSize: params.pageSize });
        }}
        end={
          <Typography variant="body2" color="text.secondary">
            총 {formatNumber(rows.data?.pagination.totalElements ?? 0)}건
          </Typography>
        }
      >
        {(Object.keys(DATE_LABELS) as (keyof Filters)[]).map((key) => (
          <TextField
            key={key}
            name={key}
            type="date"
            size="small"
            label={DATE_LABELS[key]}
            value={draft[key]}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: "1900-01-01", max: "2100-12-31" } }}
            sx={{ width: 160 }}
          />
        ))}
      </SearchBar>
      <DataTable
        label="자료 발급 내역"
        {...pagedQueryProps(rows, CLIENT_MESSAGES.noData)}
        columns={columns}
        getRowId={(row) => row.documentIssuanceSeq}
        page={params.page}
        pageSize={params.pageSize}
        pageSizeOptions={[10, 30, 50]}
        onPageChange={(page) => setParams((p) => ({ ...p, page }))}
        onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, pageSize, page: 0 }))}
        height={442}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
