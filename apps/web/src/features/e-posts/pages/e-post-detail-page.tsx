import {
  type ElectronicDocumentDetail,
  type ElectronicDocumentRecipient,
  EPOST_LABELS,
  EPOST_PAGE_SIZE,
  EPOST_RECIPIENT_STATUSES,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatNumber, formatPhone, formatWon } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { postDownload } from "../../../lib/http";
import { saveResponse } from "../../../lib/save-blob";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { epostDetailQuery, epostRecipientsQuery } from "../api/e-posts-queries";
import { PostStatusChip, RecipientStatusChip } from "../components/status-chip";
import { epostsPath, parsePostSeq } from "../e-posts-paths";

const time = (value: string | null) => (value ? formatDateTime(value) : "-");

const COLUMNS: DataTableColumn<ElectronicDocumentRecipient>[] = [
  {
    field: "name",
    headerName: "이름",
    width: 120,
    renderCell: (row) => (row.isAgent ? `${row.name} (대리인)` : row.name),
  },
  { field: "phoneNo", headerName: "연락처", width: 130, renderCell: (row) => formatPhone(row.phoneNo) },
  {
    field: "status",
    headerName: "상태",
    width: 90,
    align: "center",
    renderCell: (row) => <RecipientStatusChip status={row.status} />,
  },
  { field: "sentAt", headerName: "발송일시", width: 140, renderCell: (row) => time(row.sentAt) },
  { field: "receivedAt", headerName: "수신일시", width: 140, renderCell: (row) => time(row.receivedAt) },
  { field: "openedAt", headerName: "열람일시", width: 140, renderCell: (row) => time(row.openedAt) },
  { field: "completedAt", headerName: "완료일시", width: 140, renderCell: (row) => time(row.completedAt) },
  { field: "expiredAt", headerName: "만료일시", width: 140, renderCell: (row) => time(row.expiredAt) },
  { field: "failReason", headerName: "실패 사유", width: 220, renderCell: (row) => row.failReason ?? "-" },
];

/** /electronic-posts/detail/{postSeq}: the post, its documents to download and each recipient's status (10 a page). */
export function EpostDetailPage() {
  const unionSeq = useUnionSeq();
  const id = parsePostSeq(useParams().postSeq) ?? 0;
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const detail = useQuery(epostDetailQuery(unionSeq, id));
  if (detail.error) throw detail.error;
  const recipients = useQuery(epostRecipientsQuery(unionSeq, id, { page, pageSize: EPOST_PAGE_SIZE }));
  if (recipients.error) throw recipients.error;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <PageTitle>전자 등기 상세</PageTitle>
      {detail.data && <Summary post={detail.data} />}
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        수신자별 발송 현황
      </Typography>
      <DataTable
        label="수신자별 발송 현황"
        {...pagedQueryProps(recipients, "표시할 데이터가 없습니다.")}
        columns={COLUMNS}
        getRowId={(row) => row.electronicDocumentRecipientSeq}
        page={page}
        pageSize={EPOST_PAGE_SIZE}
        pageSizeOptions={[EPOST_PAGE_SIZE]}
        onPageChange={setPage}
        onPageSizeChange={() => {}}
        height={442}
      />
      <Box sx={{ display: "flex", justifyContent: "center" }}>
        <Button variant="outlined" onClick={() => navigate(epostsPath(unionSeq))}>
          목록
        </Button>
      </Box>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

function Summary({ post }: { post: ElectronicDocumentDetail }) {
  const handleDownload = async (fileSeq: number, name: string) => {
    await saveResponse(await postDownload("/v2/files/download", undefined, { fileSeq }), name);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}
      component="section"
      aria-label="발송 정보"
    >
      <Box sx={{ display: "grid", gridTemplateColumns: { md: "repeat(4, 1fr)" }, gap: 2 }}>
        <Fact label="제목">{post.title}</Fact>
        <Fact label="상태">
          <PostStatusChip status={post.documentStatus} />
        </Fact>
        <Fact label="발송일시">
          {post.sentAt
            ? formatDateTime(post.sentAt)
            : post.scheduledAt
              ? `${formatDateTime(post.scheduledAt)} 예약`
              : "-"}
        </Fact>
        <Fact label="발송 방식">{`${EPOST_LABELS.sendMethod[post.sendMethod]} · 유효기간 ${post.signatureExpireIn}시간`}</Fact>
        <Fact label="수신자 수">{`${formatNumber(post.recipientCount)}명`}</Fact>
        <Fact label="비용">{`${formatWon(post.totalCost)} (환불 ${formatWon(post.refundedCost)})`}</Fact>
        <Fact label="종료일시">{post.completedAt ? formatDateTime(post.completedAt) : "-"}</Fact>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }} aria-label="수신 현황">
        {EPOST_RECIPIENT_STATUSES.map((status) => (
          <Typography key={status} variant="body2">
            {`${EPOST_LABELS.recipientStatus[status]} ${formatNumber(post.counts[status] ?? 0)}`}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Typography variant="body2" color="text.secondary">
          문서
        </Typography>
        {post.attachFiles.map((file) => (
          <Button
            key={file.fileSeq}
            size="small"
            variant="outlined"
            sx={{ textTransform: "none" }}
            onClick={() => handleDownload(file.fileSeq, file.originName)}
          >
            {`${file.originName} 다운로드`}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
