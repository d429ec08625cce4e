import {
  BUILDING_LEDGER_KIND_LABELS,
  CLIENT_MESSAGES,
  type DocumentIssuanceDetail,
  ISSUANCE_TYPE_LABELS,
  type IssuedDocument,
  RECORD_STATE_LABELS,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatNumber, formatWon } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { downloadFile } from "../../../lib/save-blob";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { SearchBar } from "../../../ui/search-bar";
import { issuanceDetailQuery, issuancesBase, issuedDocumentsQuery } from "../api/document-issuance-api";
import { ISSUANCE_STATUS_LABELS, REGISTRATION_TYPE_SHORT, REQUEST_STATUS_LABELS } from "../document-issuance-labels";
import { issuanceRecordsPath, parseSeq } from "../document-issuance-paths";

type NameAddress = { name: string; address: string };

const documentColumns: DataTableColumn<IssuedDocument>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 80, renderCell: (r) => r.unionRegisterNo },
  { field: "name", headerName: "이름", width: 90, renderCell: (r) => r.name },
  {
    field: "registrationType",
    headerName: "구분",
    width: 70,
    renderCell: (r) => REGISTRATION_TYPE_SHORT[r.registrationType] ?? r.registrationType,
  },
  { field: "registrationAddress", headerName: "주소", width: 240, renderCell: (r) => r.registrationAddress },
  {
    field: "issuanceStatus",
    headerName: "상태",
    width: 90,
    renderCell: (r) => (
      <Chip
        size="small"
        label={ISSUANCE_STATUS_LABELS[r.issuanceStatus]}
        color={r.issuanceStatus === "C" ? "success" : r.issuanceStatus === "F" ? "error" : "default"}
      />
    ),
  },
  { field: "failReason", headerName: "실패 사유", width: 160, renderCell: (r) => r.failReason ?? "-" },
  { field: "completedAt", headerName: "발급일시", width: 140, renderCell: (r) => formatDateTime(r.completedAt) },
  {
    field: "file",
    headerName: "파일",
    width: 70,
    renderCell: (r) =>
      r.fileUrl ? (
        <Link component="button" type="button" onClick={() => void downloadFile(r.fileUrl!, `${r.documentName}.pdf`)}>
          PDF
        </Link>
      ) : (
        "-"
      ),
  },
];

/** One document code's group: its counts, 다운로드 (zip of the group) and its rows. */
function DocumentGroup(props: {
  unionSeq: number;
  detail: DocumentIssuanceDetail;
  group: DocumentIssuanceDetail["groups"][number];
  filters: NameAddress;
}) {
  const { unionSeq, detail, group, filters } = props;
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const isRunning = detail.requestStatus !== "COMPLETE";
  const rows = useQuery(
    issuedDocumentsQuery(
      unionSeq,
      detail.documentIssuanceSeq,
      { documentCode: group.documentCode, ...filters, page, pageSize },
      isRunning,
      `${detail.requestStatus}:${group.issuedCount}:${group.failCount}`,
    ),
  );
  const download = () => {
    const query = new URLSearchParams({ documentCode: group.documentCode });
    if (filters.name) query.set("name", filters.name);
    if (filters.address) query.set("address", filters.address);
    void downloadFile(
      `${issuancesBase(unionSeq)}/${detail.documentIssuanceSeq}/documents/download?${query}`,
      `${group.documentName}.zip`,
    );
  };
  return (
    <Box component="section" aria-label={group.documentName} sx={{ mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {group.documentName} ({group.documentCode})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          요청 {formatNumber(group.requestCount)} · 발급 {formatNumber(group.issuedCount)} · 실패{" "}
          {formatNumber(group.failCount)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant="outlined" onClick={download} disabled={group.issuedCount === 0}>
          {group.documentName} 다운로드
        </Button>
      </Box>
      <DataTable
        label={`${group.documentName} 발급 자료`}
        {...pagedQueryProps(rows, CLIENT_MESSAGES.noData)}
        columns={documentColumns}
        getRowId={(row) => row.documentSeq}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={[10, 30, 50]}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height="auto"
      />
    </Box>
  );
}

function SummaryCard(props: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }}>
        {props.value}
      </Typography>
    </Paper>
  );
}

const conditionsText = (d: DocumentIssuanceDetail) =>
  [
    `${ISSUANCE_TYPE_LABELS[d.options.issuanceType]}`,
    `기록 상태 ${RECORD_STATE_LABELS[d.options.recordState]}`,
    d.options.hasCancellationEntries ? "말소사항 포함" : null,
    d.options.hasSaleList ? "매매목록 포함" : null,
    d.options.hasCollateralList ? "공동담보목록 포함" : null,
    d.options.buildingLedgerKind ? `건축물대장 ${BUILDING_LEDGER_KIND_LABELS[d.options.buildingLedgerKind]}` : null,
    d.options.hasLandHistory ? "토지대장 연혁 포함" : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** records/{documentIssuanceSeq} (spec 04 §2.4): summary cards, name/address filters, a grid per document code. */
export function IssuanceRecordPage() {
  const unionSeq = useUnionSeq();
  const seq = parseSeq(useParams().documentIssuanceSeq) ?? 0;
  const detail = useQuery(issuanceDetailQuery(unionSeq, seq));
  const [draft, setDraft] = useState<NameAddress>({ name: "", address: "" });
  const [filters, setFilters] = useState<NameAddress>({ name: "", address: "" });
  if (detail.error && !detail.data) throw detail.error;
  const d = detail.data;
  if (!d) return <Typography color="text.secondary">불러오는 중입니다.</Typography>;
  const exportAll = () =>
    void downloadFile(`${issuancesBase(unionSeq)}/${d.documentIssuanceSeq}/documents/download`, "자료발급.zip");

  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          자료 발급 상세 #{d.documentIssuanceSeq}
        </Typography>
        <Chip
          label={REQUEST_STATUS_LABELS[d.requestStatus]}
          color={d.requestStatus === "COMPLETE" ? "success" : "info"}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={issuanceRecordsPath(unionSeq)} color="inherit" variant="outlined">
          목록으로
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            void downloadFile(`${issuancesBase(unionSeq)}/${d.documentIssuanceSeq}/documents/excel`, "자료발급.xlsx")
          }
        >
          엑셀 내보내기
        </Button>
        <Button variant="contained" onClick={exportAll} disabled={d.issuedCount === 0}>
          전체 다운로드
        </Button>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))", gap: 1.5, mb: 2 }}>
        <SummaryCard label="부동산 수" value={`${formatNumber(d.addressCount)}건`} />
        <SummaryCard label="요청 건수" value={`${formatNumber(d.totalRequestCount)}건`} />
        <SummaryCard label="발급 완료" value={`${formatNumber(d.issuedCount)}건`} />
        <SummaryCard label="발급 실패" value={`${formatNumber(d.failCount)}건`} />
        <SummaryCard label="청구 비용" value={formatWon(d.totalCost - d.refundedCost)} />
        <SummaryCard label="환불" value={formatWon(d.refundedCost)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        요청 {formatDateTime(d.requestedAt)} ({d.requestedBy || "-"}) · 완료 {formatDateTime(d.completedAt) || "-"} ·
        조건: {conditionsText(d)}
      </Typography>
      <SearchBar
        label="발급 자료 검색"
        onSearch={() => setFilters({ name: draft.name.trim(), address: draft.address.trim() })}
        onReset={() => {
          setDraft({ name: "", address: "" });
          setFilters({ name: "", address: "" });
        }}
      >
        <TextField
          name="name"
          size="small"
          label="이름"
          value={draft.name}
          onChange={(e) => setDraft((f) => ({ ...f, name: e.target.value.slice(0, 30) }))}
        />
        <TextField
          name="address"
          size="small"
          label="주소"
          value={draft.address}
          onChange={(e) => setDraft((f) => ({ ...f, address: e.target.value.slice(0, 100) }))}
          sx={{ width: 240 }}
        />
      </SearchBar>
      {d.groups.map((group) => (
        <DocumentGroup key={group.documentCode} unionSeq={unionSeq} detail={d} group={group} filters={filters} />
      ))}
    </>
  );
}
