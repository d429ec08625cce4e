import {
  CONSENT_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_ISSUED_STATUS_LABELS,
  CERTIFICATE_ISSUED_STATUSES,
  type CertificateIssuedStatus,
  CONSENT_LABELS,
  CONSENT_PAGE_SIZE,
  CONSENT_SEARCH_NAME_MAX,
  type ConsentCertificateRow,
  type ConsentCertificateSummary,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { WriteButton } from "../../../../ui/write-button";
import type { ConsentCertificatesParams } from "../api/consent-certificates-keys";
import { useDownloadConsentCertificates } from "../api/consent-certificates-mutations";
import { consentCertificatesQuery } from "../api/consent-certificates-queries";
import { ISSUED_STATUS_COLORS, CONSENT_CERTIFICATE_TEXTS as T } from "../consent-certificates-labels";
import { consentCertificationsPath } from "../consent-certificates-paths";
import { ConsentCertificateRequestDialog } from "./consent-certificate-request-dialog";

const PAGE_SIZES = [CONSENT_PAGE_SIZE] as const;
type Filters = { searchName: string; searchIssuedStatus: CertificateIssuedStatus | "" };

type Props = { unionSeq: number; consentSeq: number; summary: ConsentCertificateSummary; canWrite: boolean };

/**
 * 전자 문서 증명서 tab (spec 02 §2.5, §4, §8): the four counts, search by name and issue status, recipients with
 * their status chips, multi-select across pages; 발급 신청 of AVAILABLE ones, 증명서 다운로드 of DOWNLOAD ones, and
 * the spec's alert when the selection holds none (or some that cannot).
 */
export function ConsentCertificatesTab({ unionSeq, consentSeq, summary, canWrite }: Props) {
  const [filters, setFilters] = useState<Filters>({ searchName: "", searchIssuedStatus: "" });
  const [draft, setDraft] = useState<Filters>(filters);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<number, ConsentCertificateRow>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const [requesting, setRequesting] = useState<number[] | null>(null);
  const params: ConsentCertificatesParams = {
    page,
    pageSize: CONSENT_PAGE_SIZE,
    ...(filters.searchName ? { searchName: filters.searchName } : {}),
    ...(filters.searchIssuedStatus ? { searchIssuedStatus: filters.searchIssuedStatus } : {}),
  };
  const rows = useQuery(consentCertificatesQuery(unionSeq, consentSeq, params));
  const download = useDownloadConsentCertificates(unionSeq, consentSeq);
  const pageRows = rows.data?.data ?? [];

  const handleSelection = (ids: Set<number>) =>
    setSelected((current) => {
      const next = new Map<number, ConsentCertificateRow>();
      for (const id of ids) {
        const row = pageRows.find((r) => r.recipientSeq === id) ?? current.get(id);
        if (row) next.set(id, row);
      }
      return next;
    });
  const chosen = (status: CertificateIssuedStatus) => {
    const all = [...selected.values()];
    const suitable = all.filter((r) => r.issuedStatus === status);
    return suitable.length === 0 || suitable.length !== all.length ? null : suitable.map((r) => r.recipientSeq);
  };
  const handleRequest = () => {
    const seqs = chosen("AVAILABLE");
    if (!seqs) return setAlert(C.requestImpossible);
    setRequesting(seqs);
  };
  const handleDownload = () => {
    const seqs = chosen("DOWNLOAD");
    if (!seqs) return setAlert(C.downloadImpossible);
    download.mutate({ consentSeq, recipientSeqs: seqs }, { onSuccess: () => setSelected(new Map()) });
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, searchName: draft.searchName.trim() });
    setPage(0);
  };

  const counts: [string, number][] = [
    [CERTIFICATE_ISSUED_STATUS_LABELS.AVAILABLE, summary.availableCount],
    [CERTIFICATE_ISSUED_STATUS_LABELS.PENDING, summary.pendingCount],
    [CERTIFICATE_ISSUED_STATUS_LABELS.UNAVAILABLE, summary.unavailableCount],
    [CERTIFICATE_ISSUED_STATUS_LABELS.DOWNLOAD, summary.downloadCount],
  ];
  const columns: DataTableColumn<ConsentCertificateRow>[] = [
    { field: "no", headerName: "번호", width: 60, align: "center", renderCell: (r) => r.no },
    { field: "unionRegisterNo", headerName: "연번", width: 80, align: "center", renderCell: (r) => r.unionRegisterNo },
    { field: "name", headerName: "성명", width: 120, renderCell: (r) => r.name },
    {
      field: "status",
      headerName: "제출 상태",
      width: 100,
      align: "center",
      renderCell: (r) => CONSENT_LABELS.recipientStatus[r.status],
    },
    {
      field: "submittedAt",
      headerName: "제출 일시",
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.submittedAt),
    },
    {
      field: "issuedStatus",
      headerName: "발급 상태",
      width: 100,
      align: "center",
      renderCell: (r) => {
        const chip = (
          <Chip
            size="small"
            color={ISSUED_STATUS_COLORS[r.issuedStatus]}
            variant={r.issuedStatus === "UNAVAILABLE" ? "outlined" : "filled"}
            label={CERTIFICATE_ISSUED_STATUS_LABELS[r.issuedStatus]}
          />
        );
        return r.failReason ? <Tooltip title={`발급 실패: ${r.failReason}`}>{chip}</Tooltip> : chip;
      },
    },
    {
      field: "requestorName",
      headerName: "신청자",
      width: 90,
      align: "center",
      renderCell: (r) => r.requestorName ?? "-",
    },
    {
      field: "requestedAt",
      headerName: "신청 일시",
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.requestedAt),
    },
    {
      field: "downloadedAt",
      headerName: "다운로드 일시",
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.downloadedAt),
    },
  ];

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", gap: 1.5 }}>
        {counts.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, borderRadius: 2 }} aria-label={`${label} ${value}건`}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {`${formatNumber(value)}건`}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Paper
        component="form"
        role="search"
        aria-label="대상자 검색"
        variant="outlined"
        onSubmit={handleSearch}
        noValidate
        sx={{ p: 2, borderRadius: 2, display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
      >
        <TextField
          name="searchName"
          size="small"
          label="이름"
          value={draft.searchName}
          onChange={(event) => setDraft((d) => ({ ...d, searchName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: CONSENT_SEARCH_NAME_MAX } }}
          sx={{ width: 180 }}
        />
        <TextField
          select
          name="searchIssuedStatus"
          size="small"
          label="발급 상태"
          value={draft.searchIssuedStatus}
          onChange={(event) =>
            setDraft((d) => ({ ...d, searchIssuedStatus: event.target.value as CertificateIssuedStatus | "" }))
          }
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: 140 }}
        >
          <MenuItem value="">전체</MenuItem>
          {CERTIFICATE_ISSUED_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {CERTIFICATE_ISSUED_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          검색
        </Button>
      </Paper>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
          {`대상자 ${formatNumber(rows.data?.pagination.totalElements ?? 0)}명 (선택 ${formatNumber(selected.size)}명)`}
        </Typography>
        <Button variant="outlined" color="inherit" component={RouterLink} to={consentCertificationsPath(unionSeq)}>
          이전
        </Button>
        <Button variant="outlined" onClick={handleDownload} disabled={download.isPending}>
          증명서 다운로드
        </Button>
        <WriteButton canWrite={canWrite} variant="contained" onClick={handleRequest}>
          발급 신청
        </WriteButton>
      </Box>
      <DataTable
        label={`${T.tab} 대상자`}
        rows={pageRows}
        columns={columns}
        getRowId={(r) => r.recipientSeq}
        selectedIds={new Set(selected.keys())}
        onSelectedIdsChange={handleSelection}
        page={page}
        pageSize={CONSENT_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        totalElements={rows.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={() => setPage(0)}
        height={442}
        isFetching={rows.isFetching}
        emptyText={rows.isPending ? "불러오는 중입니다." : T.empty}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      {requesting && (
        <ConsentCertificateRequestDialog
          unionSeq={unionSeq}
          consentSeq={consentSeq}
          requestorName={summary.requestorName}
          recipientSeqs={requesting}
          onClose={() => setRequesting(null)}
          onDone={() => {
            setRequesting(null);
            setSelected(new Map());
          }}
        />
      )}
    </Box>
  );
}
