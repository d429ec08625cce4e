import { type ElectronicDocument, EPOST_PAGE_SIZE } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { epostListQuery } from "../api/e-posts-queries";
import { SendDialog } from "../components/send-dialog";
import { PostStatusChip } from "../components/status-chip";
import { epostDetailPath, epostDraftPath, epostRecipientPath } from "../e-posts-paths";

/** /electronic-posts (M0413): the union's posts, newest first, 10 a page; 발송 and 상세 per row, 생성. */
export function EpostsListPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number(searchParams.get("page")) || 0);
  const posts = useQuery(epostListQuery(unionSeq, { page, pageSize: EPOST_PAGE_SIZE }));
  if (posts.error) throw posts.error;
  const [sending, setSending] = useState<ElectronicDocument | null>(null);

  const columns: DataTableColumn<ElectronicDocument>[] = [
    { field: "no", headerName: "번호", width: 60, renderCell: (row) => row.electronicDocumentSeq },
    { field: "title", headerName: "제목", width: 220, renderCell: (row) => row.title || "(제목 없음)" },
    { field: "attachFile", headerName: "문서", width: 150, renderCell: (row) => row.attachFile?.originName ?? "-" },
    {
      field: "recipientCount",
      headerName: "수신자 수",
      width: 80,
      align: "right",
      renderCell: (row) => formatNumber(row.recipientCount),
    },
    {
      field: "progress",
      headerName: "열람/완료/실패",
      width: 110,
      align: "center",
      renderCell: (row) => `${row.openedCount} / ${row.completedCount} / ${row.failCount}`,
    },
    {
      field: "sentAt",
      headerName: "발송일시",
      width: 150,
      renderCell: (row) =>
        row.sentAt ? formatDateTime(row.sentAt) : row.scheduledAt ? `${formatDateTime(row.scheduledAt)} 예약` : "-",
    },
    {
      field: "documentStatus",
      headerName: "상태",
      width: 90,
      align: "center",
      renderCell: (row) => <PostStatusChip status={row.documentStatus} />,
    },
    {
      field: "actions",
      headerName: "관리",
      width: 140,
      align: "center",
      renderCell: (row) => (
        <Box sx={{ display: "inline-flex", gap: 0.5 }}>
          <Button
            size="small"
            variant="contained"
            disabled={!row.isSendable}
            onClick={() => setSending(row)}
            aria-label={`${row.title} 발송`}
          >
            발송
          </Button>
          {row.documentStatus === "TEMP" ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => navigate(epostDraftPath(unionSeq, row.electronicDocumentSeq))}
              aria-label={`${row.title || "제목 없음"} 이어서 작성`}
            >
              이어서 작성
            </Button>
          ) : (
            <Button
              size="small"
              variant="outlined"
              onClick={() => navigate(epostDetailPath(unionSeq, row.electronicDocumentSeq))}
              aria-label={`${row.title} 상세`}
            >
              상세
            </Button>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <PageTitle>전자 등기</PageTitle>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button variant="contained" onClick={() => navigate(epostRecipientPath(unionSeq))}>
          전자 등기 생성
        </Button>
      </Box>
      <DataTable
        label="전자 등기 목록"
        {...pagedQueryProps(posts, "표시할 데이터가 없습니다.")}
        columns={columns}
        getRowId={(row) => row.electronicDocumentSeq}
        page={page}
        pageSize={EPOST_PAGE_SIZE}
        pageSizeOptions={[EPOST_PAGE_SIZE]}
        onPageChange={(next) => setSearchParams(next > 0 ? { page: String(next) } : {})}
        onPageSizeChange={() => {}}
        height={442}
      />
      {sending && <SendDialog unionSeq={unionSeq} post={sending} onClose={() => setSending(null)} />}
    </Box>
  );
}
