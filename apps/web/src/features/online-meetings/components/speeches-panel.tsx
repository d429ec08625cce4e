import {
  recentTimeLabel,
  SPEECH_ACTION_LABELS,
  SPEECH_CATEGORY_LABELS,
  SPEECH_STATUS_LABELS,
  type Speech,
  type SpeechConsoleAction,
} from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { WriteButton } from "../../../ui/write-button";
import { useSpeechStatus } from "../api/online-mutations";
import { speechesQuery } from "../api/online-queries";
import { ONLINE_PAGE_SIZES } from "../online-meetings-labels";

const ACTION_OF: Partial<Record<Speech["speechStatusType"], SpeechConsoleAction>> = {
  REQUESTED: "APPROVED",
  SPEAKING: "DISCONNECTED",
  PENDING: "CONNECTION_CANCEL",
};

/**
 * 발언 요청 (spec 03 §2.9, §4): requests with 발언승인 (REQUESTED), 연결종료 (SPEAKING), 연결취소 (PENDING), each
 * enabled by the row's isAble (no other request PENDING or SPEAKING); refusals are ignored; polled every 10 s.
 */
export function SpeechesPanel({ unionSeq, id, canWrite }: { unionSeq: number; id: number; canWrite: boolean }) {
  const [page, setPage] = useState(0);
  const query = useQuery(speechesQuery(unionSeq, id, page));
  const change = useSpeechStatus(unionSeq, id);
  const now = new Date();
  const columns: DataTableColumn<Speech>[] = [
    { field: "name", headerName: "이름", width: 120, renderCell: (s) => s.viewer.name },
    { field: "phone", headerName: "연락처", width: 140, renderCell: (s) => s.viewer.phone || "-" },
    {
      field: "category",
      headerName: "발언 방법",
      width: 100,
      renderCell: (s) => SPEECH_CATEGORY_LABELS[s.speechCategory],
    },
    {
      field: "registeredAt",
      headerName: "요청 시간",
      width: 100,
      renderCell: (s) => recentTimeLabel(s.registeredAt, now),
    },
    { field: "status", headerName: "상태", width: 100, renderCell: (s) => SPEECH_STATUS_LABELS[s.speechStatusType] },
    {
      field: "action",
      headerName: "처리",
      width: 120,
      renderCell: (s) => {
        const action = ACTION_OF[s.speechStatusType];
        if (!action) return "-";
        return (
          <WriteButton
            canWrite={canWrite}
            size="small"
            variant={action === "APPROVED" ? "contained" : "outlined"}
            color={action === "APPROVED" ? "primary" : "error"}
            disabled={!s.isAble || change.isPending}
            onClick={() => change.mutate({ speechSeq: s.speechSeq, status: action })}
          >
            {SPEECH_ACTION_LABELS[action]}
          </WriteButton>
        );
      },
    },
  ];
  return (
    <DataTable
      label="발언 요청"
      {...pagedQueryProps(query, "발언 요청이 없습니다.")}
      columns={columns}
      getRowId={(s) => s.speechSeq}
      page={page}
      pageSize={10}
      pageSizeOptions={ONLINE_PAGE_SIZES}
      onPageChange={setPage}
      onPageSizeChange={() => {}}
      height={480}
    />
  );
}
