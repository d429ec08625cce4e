import {
  POST_COLOR_LABELS,
  POST_FLEX_LABELS,
  POST_LIMITS,
  POST_TYPE_LABELS,
  type PostDetail,
  type PostRecipient,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { postDownload } from "../../../lib/http";
import { saveResponse } from "../../../lib/save-blob";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AmountText } from "../../../ui/amount-text";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useResendPostMutation } from "../api/posts-mutations";
import { recordQuery, recordRecipientsQuery } from "../api/posts-queries";
import { DeliveryStatusChip, PostStatusChip } from "../components/post-columns";
import { EMPTY_TEXT } from "../posts-labels";
import { POSTS_MENU, postRecordPath, postRecordsPath } from "../posts-paths";

const columns: DataTableColumn<PostRecipient>[] = [
  { field: "postRecipientSeq", headerName: "번호", width: 70, renderCell: (row) => row.postRecipientSeq },
  { field: "name", headerName: "이름", width: 90, renderCell: (row) => row.name },
  { field: "registerNo", headerName: "일련번호", width: 80, renderCell: (row) => row.registerNo || "-" },
  {
    field: "address",
    headerName: "주소",
    width: 240,
    renderCell: (row) => `[${row.address.zipNo}] ${row.address.address} ${row.address.detailAddress}`.trim(),
  },
  {
    field: "trackingNo",
    headerName: "등기번호",
    width: 130,
    renderCell: (row) =>
      row.trackingNo && row.trackingUrl ? (
        <Link href={row.trackingUrl} target="_blank" rel="noopener" aria-label={`등기번호 ${row.trackingNo} 배송 조회`}>
          {row.trackingNo}
        </Link>
      ) : (
        "-"
      ),
  },
  {
    field: "deliveryStatus",
    headerName: "배송 상태",
    width: 90,
    renderCell: (row) => <DeliveryStatusChip status={row.deliveryStatus} />,
  },
  { field: "statusAt", headerName: "처리일시", width: 130, renderCell: (row) => formatDateTime(row.statusAt) },
  {
    field: "failReason",
    headerName: "사유",
    width: 170,
    renderCell: (row) =>
      row.resentInPostSeq ? `재발송됨 (${row.resentInPostSeq})` : (row.failReason ?? (row.refundedCost ? "환불" : "")),
  },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}

function Summary({ post }: { post: PostDetail }) {
  const handleLetters = async () => {
    if (post.lettersFileSeq === null) return;
    await saveResponse(
      await postDownload("/v2/files/download", undefined, { fileSeq: post.lettersFileSeq }),
      `우편발송_${post.postSeq}.pdf`,
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, mb: 3 }} component="section" aria-label="발송 정보">
      <Box sx={{ display: "grid", gridTemplateColumns: { md: "repeat(4, 1fr)" }, gap: 2 }}>
        <Fact label="상태">
          <PostStatusChip status={post.postStatus} />
        </Fact>
        <Fact label="발송자">{`${post.sender.name} (${formatPhone(post.sender.phoneNo)})`}</Fact>
        <Fact label="발송자 주소">
          {`[${post.sender.zipNo}] ${post.sender.address} ${post.sender.detailAddress}`.trim()}
        </Fact>
        <Fact label="발송 옵션">
          {`${POST_TYPE_LABELS[post.postType]} · ${POST_COLOR_LABELS[post.colorType]} · ${POST_FLEX_LABELS[post.flexType]}`}
        </Fact>
        <Fact label="요청 / 발송 / 배달">
          {`${formatNumber(post.requestCount)} / ${formatNumber(post.sendQuantity)} / ${formatNumber(post.deliveredCount)}통`}
        </Fact>
        <Fact label="미배달·반송">{`${formatNumber(post.notDeliveredCount)}통`}</Fact>
        <Fact label="발송 매수">{`${formatNumber(post.sentPageCount)}쪽 (${formatNumber(post.sheetCount)}매) / 통`}</Fact>
        <Fact label="비용 (환불)">
          <AmountText amount={post.totalCost} component="span" />
          {post.refundedCost > 0 && (
            <Typography component="span" color="text.secondary">
              {" ("}
              <AmountText amount={post.refundedCost} component="span" />
              {")"}
            </Typography>
          )}
        </Fact>
        <Fact label="요청일시">{formatDateTime(post.requestedAt)}</Fact>
        <Fact label="발송일시">{formatDateTime(post.sentAt)}</Fact>
        <Fact label="배송완료일시">{formatDateTime(post.deliveredAt)}</Fact>
        <Fact label="문서">{post.documents.map((d) => `${d.originName} (${d.pageCount}쪽)`).join(", ")}</Fact>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void handleLetters()}
          disabled={post.lettersFileSeq === null}
        >
          {post.lettersFileSeq === null ? "서신 PDF 제작 중" : "서신 PDF 내려받기"}
        </Button>
      </Box>
    </Paper>
  );
}

/** records/{postSeq}: the post, its letters with delivery and tracking links, and 재발송 of undelivered letters. */
export function PostRecordPage() {
  const unionSeq = useUnionSeq();
  const postSeq = Number(useParams().postSeq);
  const navigate = useNavigate();
  const canWrite = useCanWrite(POSTS_MENU, unionSeq);
  const { data: post } = useSuspenseQuery(recordQuery(unionSeq, postSeq));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(POST_LIMITS.pageSize);
  const [isConfirming, setIsConfirming] = useState(false);
  const recipients = useQuery(recordRecipientsQuery(unionSeq, postSeq, { page, pageSize }));
  const idempotency = useIdempotencyKey();
  const resend = useResendPostMutation(unionSeq, postSeq);

  const handleResend = () =>
    resend.mutate(idempotency.key, {
      onSuccess: (result) => {
        setIsConfirming(false);
        navigate(postRecordPath(unionSeq, result.postSeq));
      },
      onError: idempotency.renewAfter,
    });

  return (
    <Box>
      <Summary post={post} />
      <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          배송 현황
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <WriteButton
          canWrite={canWrite}
          variant="contained"
          onClick={() => setIsConfirming(true)}
          disabled={post.resendableCount === 0}
        >
          {`미배달 재발송 (${formatNumber(post.resendableCount)})`}
        </WriteButton>
      </Box>
      <DataTable
        label="배송 현황"
        {...pagedQueryProps(recipients, EMPTY_TEXT)}
        columns={columns}
        getRowId={(row) => row.postRecipientSeq}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={[10, 50, 100]}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setPageSize(next);
          setPage(0);
        }}
        height={442}
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button component={RouterLink} to={postRecordsPath(unionSeq)} variant="outlined" color="inherit">
          목록
        </Button>
      </Box>
      <ConfirmDialog
        isOpen={isConfirming}
        title="미배달 재발송"
        message={`배달되지 않은 ${formatNumber(post.resendableCount)}통을 같은 내용으로 다시 발송합니다. 새 우편으로 비용이 차감됩니다.`}
        confirmLabel="재발송"
        isPending={resend.isPending}
        onConfirm={handleResend}
        onCancel={() => setIsConfirming(false)}
      />
    </Box>
  );
}
