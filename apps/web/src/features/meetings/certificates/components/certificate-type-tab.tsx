import {
  MEET_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_TYPE_LABELS,
  type CertificateParticipant,
  type CertificateSummary,
  type CertificateType,
  type ElectronicCertificateType,
  MEET_MESSAGES,
  MEET_PAGE_SIZE,
  VOTER_LABELS,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { WriteButton } from "../../../../ui/write-button";
import { useDownloadCertificates, useDownloadOnlineCertificates } from "../api/certificates-mutations";
import { certificateParticipantsQuery, onlineCertificateParticipantsQuery } from "../api/certificates-queries";
import { CertificateRequestDialog, OnlineCertificateRequestDialog } from "./certificate-dialogs";

const PAGE_SIZES = [MEET_PAGE_SIZE] as const;
const ONLINE_STATUS_LABELS: Record<string, string> = {
  UNAVAILABLE: "발급 불가",
  APPLYING: "신청 중",
  AVAILABLE: "발급 가능",
  DOWNLOADABLE: "다운로드 가능",
  DOWNLOADED: "다운로드 완료",
};
const statusLabel = (status: string) =>
  (CERTIFICATE_STATUS_LABELS as Record<string, string>)[status] ?? ONLINE_STATUS_LABELS[status] ?? status;
const STATUS_COLORS: Record<string, "default" | "primary" | "success" | "warning" | "error"> = {
  ABLE: "primary",
  AVAILABLE: "primary",
  REQUESTED: "warning",
  APPLYING: "warning",
  COMPLETE: "success",
  DOWNLOADABLE: "success",
  DOWNLOADED: "success",
  FAILED: "error",
};
const EVENT_LABELS: Record<CertificateType, string> = {
  DIST_CERT: "수신 일시",
  ELEC_CERT: "열람 일시",
  VOTE_CERT: "투표 일시",
  ONLINE: "온라인투표 일시",
};

type Props = {
  unionSeq: number;
  meetSeq: number;
  certificateType: CertificateType;
  summary: CertificateSummary;
  canWrite: boolean;
};

/**
 * One certificate tab (spec 03 §2.8, §4, §5, §8): the counts, the voters with their status, 발급 신청 for the
 * selected ABLE voters and 다운로드 of the selected made ones as one zip; selecting none that can be requested
 * or downloaded shows the spec's alert. The online tab reads and writes through the spec's /v2 online calls
 * (AVAILABLE → APPLYING → DOWNLOADABLE → DOWNLOADED).
 */
export function CertificateTypeTab({ unionSeq, meetSeq, certificateType, summary, canWrite }: Props) {
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<number, CertificateParticipant>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const [requesting, setRequesting] = useState<number[] | null>(null);
  const isOnline = certificateType === "ONLINE";
  const params = { certificateType, page, pageSize: MEET_PAGE_SIZE };
  const typeRows = useQuery({ ...certificateParticipantsQuery(unionSeq, meetSeq, params), enabled: !isOnline });
  const onlineRows = useQuery({
    ...onlineCertificateParticipantsQuery(unionSeq, meetSeq, { page, pageSize: MEET_PAGE_SIZE }),
    enabled: isOnline,
  });
  const rows = isOnline ? onlineRows : typeRows;
  const download = useDownloadCertificates(unionSeq, meetSeq);
  const onlineDownload = useDownloadOnlineCertificates(unionSeq, meetSeq);
  const ableStatus = isOnline ? "AVAILABLE" : "ABLE";
  const pageRows = rows.data?.data ?? [];

  const handleSelection = (ids: Set<number>) => {
    setSelected((current) => {
      const next = new Map<number, CertificateParticipant>();
      for (const id of ids) {
        const row = current.get(id) ?? pageRows.find((r) => r.meetParticipantSeq === id);
        if (row) next.set(id, row);
      }
      return next;
    });
  };

  const handleRequest = () => {
    const able = [...selected.values()].filter((r) => r.certificateIssuanceStatus === ableStatus);
    if (able.length === 0 || able.length !== selected.size) return setAlert(C.certificateNoneSelected);
    setRequesting(able.map((r) => r.meetParticipantSeq));
  };
  const handleDownload = () => {
    const madeStatuses = isOnline ? ["DOWNLOADABLE", "DOWNLOADED"] : ["COMPLETE"];
    const made = [...selected.values()].filter(
      (r) => madeStatuses.includes(r.certificateIssuanceStatus) && r.certificateFileSeq,
    );
    if (made.length === 0 || made.length !== selected.size) return setAlert(C.certificateImpossible);
    if (isOnline) {
      return onlineDownload.mutate(
        made.map((r) => r.meetParticipantSeq),
        { onSuccess: () => setSelected(new Map()) },
      );
    }
    download.mutate(
      { certificateType, fileSeqs: made.map((r) => r.certificateFileSeq!) },
      { onSuccess: () => setSelected(new Map()) },
    );
  };

  const counts = isOnline
    ? [
        ["발급 가능", summary.ONLINE?.availableCount ?? 0],
        ["진행 중", summary.ONLINE?.inProgressCount ?? 0],
        ["발급 불가", summary.ONLINE?.unavailableCount ?? 0],
        ["다운로드", summary.ONLINE?.downloadCount ?? 0],
      ]
    : [
        ["발급 가능", summary[certificateType]?.ableCount ?? 0],
        ["발급 중", summary[certificateType]?.requestCount ?? 0],
        ["발급 완료", summary[certificateType]?.completeCount ?? 0],
        ["다운로드", summary[certificateType]?.downloadCount ?? 0],
      ];

  const columns: DataTableColumn<CertificateParticipant>[] = [
    { field: "unionRegisterNo", headerName: "연번", width: 80, align: "center", renderCell: (r) => r.unionRegisterNo },
    { field: "name", headerName: "성명", width: 110, renderCell: (r) => r.name },
    {
      field: "voteCategory",
      headerName: "투표 구분",
      width: 100,
      align: "center",
      renderCell: (r) => VOTER_LABELS.voteCategory[r.voteCategory as keyof typeof VOTER_LABELS.voteCategory] ?? "-",
    },
    {
      field: "eventAt",
      headerName: EVENT_LABELS[certificateType],
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.eventAt),
    },
    {
      field: "status",
      headerName: "발급 상태",
      width: 100,
      align: "center",
      renderCell: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[r.certificateIssuanceStatus] ?? "default"}
          label={statusLabel(r.certificateIssuanceStatus)}
        />
      ),
    },
    {
      field: "requestedAt",
      headerName: "신청 일시",
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.requestedAt),
    },
    {
      field: "downloadAt",
      headerName: "다운로드 일시",
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.downloadAt),
    },
  ];

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 1.5 }}>
        {counts.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {`${formatNumber(Number(value))}건`}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
          {`${CERTIFICATE_TYPE_LABELS[certificateType]} 대상 선거인 (선택 ${formatNumber(selected.size)}명)`}
        </Typography>
        <WriteButton canWrite={canWrite} variant="contained" onClick={handleRequest}>
          발급 신청
        </WriteButton>
        <Button variant="outlined" onClick={handleDownload} disabled={download.isPending || onlineDownload.isPending}>
          다운로드
        </Button>
      </Box>
      <DataTable
        label={`${CERTIFICATE_TYPE_LABELS[certificateType]} 선거인`}
        rows={pageRows}
        columns={columns}
        getRowId={(r) => r.meetParticipantSeq}
        selectedIds={new Set(selected.keys())}
        onSelectedIdsChange={handleSelection}
        page={page}
        pageSize={MEET_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        totalElements={rows.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={() => setPage(0)}
        height={442}
        isFetching={rows.isFetching}
        emptyText={rows.isPending ? "불러오는 중입니다." : MEET_MESSAGES.empty}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      {requesting && isOnline && (
        <OnlineCertificateRequestDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          certificateIds={requesting}
          unitCost={summary.unitCost}
          onClose={() => setRequesting(null)}
          onDone={() => {
            setRequesting(null);
            setSelected(new Map());
          }}
        />
      )}
      {requesting && !isOnline && (
        <CertificateRequestDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          certificateType={certificateType as ElectronicCertificateType}
          meetParticipantSeqs={requesting}
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
