import {
  type Attendee,
  ONLINE_MEETING_MESSAGES as M,
  ONLINE_ATTENDANCE_LABELS,
  type OnlineLinkCost,
  VIEWER_ATTENDANCE_LABELS,
} from "@johap/contracts";
import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { getDownload } from "../../../lib/http";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { saveResponse } from "../../../lib/save-blob";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key";
import { AlertDialog } from "../../../ui/alert-dialog";
import { AmountText } from "../../../ui/amount-text";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PaidRequestDialog } from "../../../ui/paid-request-dialog";
import { SelectFilter } from "../../../ui/select-filter";
import { WriteButton } from "../../../ui/write-button";
import { onlineKeys } from "../api/online-keys";
import { quoteLinks, useSendLinks } from "../api/online-mutations";
import { participantsExcelPath, participantsQuery, unionHeader } from "../api/online-queries";
import { dateTimeText, ONLINE_PAGE_SIZES } from "../online-meetings-labels";
import { ViewerDialog } from "./viewer-dialog";

type Category = "ONLINE" | "ONSITE" | "NOT_ATTEND";
const CATEGORIES: readonly Category[] = ["ONLINE", "ONSITE", "NOT_ATTEND"];

/**
 * 참석자 현황 (spec 03 §2.9): every voter with attendance, 참석자 목록 내려받기, 새로고침, and 온라인 총회 링크
 * 발송 for the selected voters (only NOT_ATTEND rows are selectable; spec 03 §2.3), whose cost step shows the
 * count, the cost and the prefilled message before one charged send (Idempotency-Key).
 */
export function AttendeesPanel({ unionSeq, id, canWrite }: { unionSeq: number; id: number; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<Category | "">("");
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [quote, setQuote] = useState<OnlineLinkCost | null>(null);
  const [isQuoting, setIsQuoting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [viewerSeq, setViewerSeq] = useState<number | null>(null);
  const idempotency = useIdempotencyKey();
  const send = useSendLinks(unionSeq, id);
  const params = { page, pageSize: 10, ...(category ? { attendanceCategory: category } : {}) };
  const query = useQuery(participantsQuery(unionSeq, id, params));

  const handleDownload = async () => {
    try {
      await saveResponse(
        await getDownload(participantsExcelPath(id, category || undefined), unionHeader(unionSeq)),
        "온라인총회_참석자.xlsx",
      );
    } catch {
      notifyError(M.excelFailed);
    }
  };
  const handleOpenLinks = async () => {
    if (selected.size === 0) return setAlert(M.linkNoTarget);
    setIsQuoting(true);
    try {
      setQuote(await quoteLinks(unionSeq, id, [...selected]));
    } finally {
      setIsQuoting(false);
    }
  };
  const handleSend = () =>
    send.mutate(
      { meetParticipantSeqs: [...selected], key: idempotency.key },
      {
        onSuccess: (result) => {
          setQuote(null);
          setSelected(new Set());
          notifySuccess(`${M.linkSent} (${result.sentCount}건)`);
        },
        onError: idempotency.renewAfter,
      },
    );

  const columns: DataTableColumn<Attendee>[] = [
    { field: "no", headerName: "연번", width: 80, renderCell: (a) => a.unionRegisterNo },
    {
      field: "name",
      headerName: "이름",
      width: 120,
      renderCell: (a) =>
        a.viewerSeq ? (
          <Link component="button" onClick={() => setViewerSeq(a.viewerSeq)}>
            {a.name}
          </Link>
        ) : (
          a.name
        ),
    },
    { field: "agent", headerName: "대리인", width: 100, renderCell: (a) => a.agent?.name ?? "-" },
    {
      field: "category",
      headerName: "참석 구분",
      width: 90,
      renderCell: (a) => ONLINE_ATTENDANCE_LABELS[a.attendanceCategory as Category] ?? a.attendanceCategory,
    },
    { field: "attendanceAt", headerName: "참석 일시", width: 170, renderCell: (a) => dateTimeText(a.attendanceAt) },
    {
      field: "viewer",
      headerName: "온라인 상태",
      width: 100,
      renderCell: (a) => (a.viewerAttendanceStatus ? VIEWER_ATTENDANCE_LABELS[a.viewerAttendanceStatus] : "-"),
    },
    { field: "links", headerName: "링크 발송", width: 90, renderCell: (a) => `${a.linkSentCount}회` },
  ];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <SelectFilter
          name="attendanceCategory"
          label="참석 구분"
          value={category}
          options={CATEGORIES}
          labels={ONLINE_ATTENDANCE_LABELS}
          width={160}
          onChange={(value) => {
            setCategory(value);
            setPage(0);
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={handleDownload}>
          참석자 목록 내려받기
        </Button>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => queryClient.invalidateQueries({ queryKey: onlineKeys.meeting(unionSeq, id) })}
        >
          새로고침
        </Button>
        <WriteButton canWrite={canWrite} variant="contained" loading={isQuoting} onClick={handleOpenLinks}>
          온라인 총회 링크 발송
        </WriteButton>
      </Box>
      <Typography variant="body2" color="text.secondary">
        선택 {selected.size}명 · 링크는 불참(미참석) 선거인에게만 발송할 수 있습니다.
      </Typography>
      <DataTable
        label="참석자 현황"
        {...pagedQueryProps(query, M.empty)}
        columns={columns}
        getRowId={(a) => a.meetParticipantSeq}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        isRowSelectionDisabled={(a) => a.attendanceCategory !== "NOT_ATTEND"}
        page={page}
        pageSize={10}
        pageSizeOptions={ONLINE_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={() => {}}
        height={480}
      />
      {quote && (
        <PaidRequestDialog
          title="온라인 총회 참석 링크 발송"
          facts={[
            { label: "발송 대상", value: <Typography>{quote.totalCount}명</Typography> },
            { label: "문자 유형", value: <Typography>{quote.smsType}</Typography> },
            { label: "발송 비용", value: <AmountText amount={quote.totalCost} /> },
            {
              label: "발송 내용",
              value: (
                <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
                  {quote.message}
                </Typography>
              ),
            },
          ]}
          notices={[
            "발송 비용은 문자 단가로 예치금에서 차감됩니다.",
            "발송 내역은 문자 발송 내역에서 확인할 수 있습니다.",
          ]}
          agreementRequired="주의사항을 확인하시고 내용에 동의해 주세요."
          submitLabel="발송"
          isPending={send.isPending}
          onSubmit={handleSend}
          onClose={() => setQuote(null)}
        />
      )}
      {viewerSeq !== null && (
        <ViewerDialog unionSeq={unionSeq} id={id} viewerSeq={viewerSeq} onClose={() => setViewerSeq(null)} />
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Stack>
  );
}
