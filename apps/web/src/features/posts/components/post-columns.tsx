import {
  POST_COLOR_LABELS,
  POST_DELIVERY_LABELS,
  POST_FLEX_LABELS,
  POST_STATUS_LABELS,
  POST_TYPE_LABELS,
  type Post,
  type PostDeliveryStatus,
  type PostStatus,
} from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { formatNumber } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { postRecordPath } from "../posts-paths";

const STATUS_COLORS: Record<PostStatus, "default" | "info" | "success" | "warning"> = {
  REQUESTED: "warning",
  PRODUCING: "info",
  SHIPPING: "info",
  COMPLETED: "success",
};
const DELIVERY_COLORS: Record<PostDeliveryStatus, "default" | "info" | "success" | "error" | "warning"> = {
  WAIT: "default",
  PRINTING: "info",
  DISPATCHED: "info",
  DELIVERED: "success",
  RETURNED: "warning",
  UNDELIVERED: "error",
};

export const PostStatusChip = ({ status }: { status: PostStatus }) => (
  <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={POST_STATUS_LABELS[status]} />
);
export const DeliveryStatusChip = ({ status }: { status: PostDeliveryStatus }) => (
  <Chip size="small" variant="outlined" color={DELIVERY_COLORS[status]} label={POST_DELIVERY_LABELS[status]} />
);

/** Spec 04 §2.2 records columns: postType … postStatus; the type links to records/{postSeq}. */
export const postColumns = (unionSeq: number): DataTableColumn<Post>[] => [
  {
    field: "postType",
    headerName: "발송방식",
    width: 90,
    renderCell: (row) => (
      <Link
        component={RouterLink}
        to={postRecordPath(unionSeq, row.postSeq)}
        underline="hover"
        sx={{ fontWeight: 600 }}
        aria-label={`우편 ${row.postSeq} 상세`}
      >
        {POST_TYPE_LABELS[row.postType]}
        {row.resendOf ? " (재발송)" : ""}
      </Link>
    ),
  },
  { field: "colorType", headerName: "출력색상", width: 70, renderCell: (row) => POST_COLOR_LABELS[row.colorType] },
  { field: "flexType", headerName: "출력형태", width: 70, renderCell: (row) => POST_FLEX_LABELS[row.flexType] },
  {
    field: "sendQuantity",
    headerName: "발송 수량",
    width: 80,
    align: "right",
    renderCell: (row) => formatNumber(row.sendQuantity),
  },
  {
    field: "requestCount",
    headerName: "요청 건수",
    width: 80,
    align: "right",
    renderCell: (row) => formatNumber(row.requestCount),
  },
  { field: "requestedAt", headerName: "요청일시", width: 130, renderCell: (row) => formatDateTime(row.requestedAt) },
  { field: "sentAt", headerName: "발송일시", width: 130, renderCell: (row) => formatDateTime(row.sentAt) },
  {
    field: "deliveredAt",
    headerName: "배송완료일시",
    width: 130,
    renderCell: (row) => formatDateTime(row.deliveredAt),
  },
  {
    field: "postStatus",
    headerName: "상태",
    width: 90,
    renderCell: (row) => <PostStatusChip status={row.postStatus} />,
  },
];
