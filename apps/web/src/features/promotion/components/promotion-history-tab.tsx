import {
  PROMOTION_MESSAGES as M,
  PROMOTION_CONNECTION_ACTION_LABELS,
  PROMOTION_PAGE_SIZE,
  PROMOTION_POSITION_LABELS,
  type PromotionConnectionHistory,
  type PromotionExecutionHistory,
} from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatDateTime } from "../../../lib/format-date";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { type HistoryKind, promotionHistoriesQuery } from "../api/promotion-api";

type Row = PromotionConnectionHistory | PromotionExecutionHistory;
const PAGE_SIZES = [PROMOTION_PAGE_SIZE] as const;

const userColumns: DataTableColumn<Row>[] = [
  {
    field: "position",
    headerName: "구분",
    width: 100,
    align: "center",
    renderCell: (r) => PROMOTION_POSITION_LABELS[r.position],
  },
  { field: "name", headerName: "이름", width: 110, renderCell: (r) => r.name },
  { field: "id", headerName: "아이디", width: 110, renderCell: (r) => r.id },
];

const idOf = (row: Row) => ("connectionHistorySeq" in row ? row.connectionHistorySeq : row.executionHistorySeq);

/** 접속 이력 (connection: sign-in, sign-out, refused) or 사용 이력 (execution: menu and message), newest first. */
export function PromotionHistoryTab({
  unionSeq,
  meetSeq,
  kind,
}: {
  unionSeq: number;
  meetSeq: number;
  kind: HistoryKind;
}) {
  const [page, setPage] = useState(0);
  const rows = useQuery(promotionHistoriesQuery(unionSeq, meetSeq, kind, { page, pageSize: PROMOTION_PAGE_SIZE }));
  const columns = useMemo<DataTableColumn<Row>[]>(
    () =>
      kind === "connection-histories"
        ? [
            ...userColumns,
            {
              field: "actionType",
              headerName: "접속 구분",
              width: 110,
              align: "center",
              renderCell: (r) => ("actionType" in r ? PROMOTION_CONNECTION_ACTION_LABELS[r.actionType] : ""),
            },
            {
              field: "actionedAt",
              headerName: "접속 일시",
              width: 170,
              align: "center",
              renderCell: (r) => formatDateTime(r.actionedAt),
            },
          ]
        : [
            ...userColumns,
            { field: "menu", headerName: "메뉴", width: 130, renderCell: (r) => ("menu" in r ? r.menu : "") },
            { field: "message", headerName: "내용", width: 280, renderCell: (r) => ("message" in r ? r.message : "") },
            {
              field: "actionedAt",
              headerName: "사용 일시",
              width: 170,
              align: "center",
              renderCell: (r) => formatDateTime(r.actionedAt),
            },
          ],
    [kind],
  );
  return (
    <DataTable<Row, number>
      label={kind === "connection-histories" ? "접속 이력" : "사용 이력"}
      {...pagedQueryProps<Row>(rows, M.empty)}
      columns={columns}
      getRowId={idOf}
      page={page}
      pageSize={PROMOTION_PAGE_SIZE}
      pageSizeOptions={PAGE_SIZES}
      onPageChange={setPage}
      onPageSizeChange={() => setPage(0)}
      height={442}
    />
  );
}
