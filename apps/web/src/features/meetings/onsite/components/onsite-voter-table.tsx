import {
  ATTEND_EXPECTED_TYPES,
  ATTENDANCE_CATEGORIES,
  CLIENT_MESSAGES,
  type MeetDetail,
  type MeetParticipant,
  MEET_ONSITE_MESSAGES as O,
  WRITTEN_SUBMISSION_TYPES,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { MEET_POLL_MS } from "../../detail/api/meet-queries";
import { HISTORY_MENU } from "../../meetings-paths";
import { useCancelCheckIn, useCheckIn, useWithdrawWritten } from "../api/onsite-mutations";
import { type OnsiteVoterParams, onsiteVotersQuery } from "../api/onsite-queries";
import {
  ATTEND_EXPECTED_LABELS,
  ATTENDANCE_LABELS,
  ONSITE_TEXTS as T,
  VOTE_CATEGORY_LABELS,
  WRITTEN_STATUS_LABELS,
  WRITTEN_TYPE_LABELS,
} from "../onsite-labels";
import { AttendExpectedDialog, WrittenSubmitDialog } from "./written-dialog";

const PAGE_SIZES = [10, 20, 50, 100] as const;
type Filters = Omit<OnsiteVoterParams, "page" | "pageSize">;
type Mode = "written" | "attendance";
type Open = "written" | "withdraw" | "expected" | "checkIn" | "cancelCheckIn" | null;

const hasWritten = (v: MeetParticipant) => v.writtenSubmissionAt !== null && v.writtenWithdrawalAt === null;
const registerNoCell = (v: MeetParticipant) => v.unionRegisterNo;

function columnsOf(mode: Mode): DataTableColumn<MeetParticipant>[] {
  const common: DataTableColumn<MeetParticipant>[] = [
    { field: "unionRegisterNo", headerName: "연번", width: 80, renderCell: registerNoCell },
    { field: "name", headerName: "이름", width: 110, renderCell: (v) => v.name.name },
    { field: "phoneNo", headerName: "전화번호", width: 130, renderCell: (v) => formatPhone(v.phoneNo) },
  ];
  const written: DataTableColumn<MeetParticipant>[] = [
    {
      field: "writtenSubmissionType",
      headerName: "제출 방법",
      width: 90,
      renderCell: (v) =>
        hasWritten(v) && v.writtenSubmissionType ? WRITTEN_TYPE_LABELS[v.writtenSubmissionType] : "-",
    },
    {
      field: "writtenSubmissionStatus",
      headerName: "제출자",
      width: 80,
      renderCell: (v) =>
        hasWritten(v) && v.writtenSubmissionStatus ? WRITTEN_STATUS_LABELS[v.writtenSubmissionStatus] : "-",
    },
    {
      field: "writtenSubmissionAt",
      headerName: "제출 일시",
      width: 160,
      renderCell: (v) => (v.writtenSubmissionAt ? formatDateTime(v.writtenSubmissionAt) : "-"),
    },
    {
      field: "writtenWithdrawalAt",
      headerName: "철회 일시",
      width: 160,
      renderCell: (v) => (v.writtenWithdrawalAt ? formatDateTime(v.writtenWithdrawalAt) : "-"),
    },
    {
      field: "attendExpectedType",
      headerName: "참석 예정",
      width: 90,
      renderCell: (v) => ATTEND_EXPECTED_LABELS[v.attendExpectedType],
    },
  ];
  const attendance: DataTableColumn<MeetParticipant>[] = [
    {
      field: "attendanceCategory",
      headerName: "참석 구분",
      width: 110,
      renderCell: (v) => ATTENDANCE_LABELS[v.attendanceCategory],
    },
    {
      field: "attendAt",
      headerName: "출석 일시",
      width: 160,
      renderCell: (v) => (v.attendAt ? formatDateTime(v.attendAt) : "-"),
    },
  ];
  const category: DataTableColumn<MeetParticipant> = {
    field: "voteCategory",
    headerName: "투표 구분",
    width: 120,
    renderCell: (v) => VOTE_CATEGORY_LABELS[v.voteCategory],
  };
  return mode === "written"
    ? [...common, ...written, attendance[0]!, category]
    : [...common, ...attendance, category, written[0]!];
}

/**
 * The voters of an on-site meeting with their written submission, attend-expected type and attendance (spec 03
 * §2.3 and §2.6): a search, the table (10 a page) with checkboxes, and the actions on the ticked voters —
 * 서면 제출 등록, 서면 제출 철회, 참석 예정 변경 (mode `written`), 현장 출석 and 출석 취소 (both modes). Rows are
 * selectable only while the meeting is PROCESS; the attendance mode refreshes every 60 s.
 */
export function OnsiteVoterTable({ unionSeq, meet, mode }: { unionSeq: number; meet: MeetDetail; mode: Mode }) {
  const meetSeq = meet.meetSeq;
  const canWrite = useCanWrite(HISTORY_MENU, unionSeq);
  const isProcess = meet.meetStatus === "PROCESS";
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const list = useQuery(
    onsiteVotersQuery(
      unionSeq,
      meetSeq,
      { ...filters, page, pageSize },
      mode === "attendance" ? MEET_POLL_MS : undefined,
    ),
  );
  if (list.error) throw list.error;
  const withdraw = useWithdrawWritten(unionSeq, meetSeq);
  const checkIn = useCheckIn(unionSeq, meetSeq);
  const cancelCheckIn = useCancelCheckIn(unionSeq, meetSeq);
  const columns = useMemo(() => columnsOf(mode), [mode]);
  const seqs = [...selected];
  const voterLabel = `선택한 선거인 ${formatNumber(seqs.length)}명`;
  const close = () => setOpen(null);
  const done = (message: string) => () => {
    notifySuccess(message);
    setSelected(new Set());
    close();
  };
  const openAction = (action: Exclude<Open, null>) => {
    if (seqs.length === 0) {
      setAlert(T.selectVoters);
      return;
    }
    setOpen(action);
  };
  const disabledReason = isProcess ? null : T.notProcess;
  const actionButton = (action: Exclude<Open, null>, label: string, variant: "contained" | "outlined" = "outlined") => (
    <WriteButton
      key={action}
      canWrite={canWrite}
      disabledReason={disabledReason}
      variant={variant}
      size="small"
      onClick={() => openAction(action)}
    >
      {label}
    </WriteButton>
  );

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <SearchForm
        mode={mode}
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
          setSelected(new Set());
        }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="body2" aria-label="조회 목록" sx={{ flexGrow: 1, "& b": { color: "primary.main" } }}>
          조회 목록 <b>{formatNumber(list.data?.pagination.totalElements ?? 0)}</b>명 · 선택{" "}
          <b>{formatNumber(seqs.length)}</b>명
        </Typography>
        {mode === "written" && [
          actionButton("written", T.registerWritten, "contained"),
          actionButton("withdraw", T.withdrawWritten),
          actionButton("expected", T.setAttendExpected),
        ]}
        {actionButton("checkIn", T.checkIn, mode === "attendance" ? "contained" : "outlined")}
        {actionButton("cancelCheckIn", T.cancelCheckIn)}
      </Box>
      <DataTable
        label={mode === "written" ? "서면투표 선거인 목록" : "참석 현황 선거인 목록"}
        rows={list.data?.data ?? []}
        columns={columns}
        getRowId={(row) => row.meetParticipantSeq}
        {...(isProcess && canWrite ? { selectedIds: selected, onSelectedIdsChange: setSelected } : {})}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={list.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height={442}
        isFetching={list.isFetching}
        emptyText={list.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
      />
      {open === "written" && meet.onsiteVote && (
        <WrittenSubmitDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          onsite={meet.onsiteVote}
          voterLabel={voterLabel}
          meetParticipantSeqs={seqs}
          onClose={() => {
            setSelected(new Set());
            close();
          }}
        />
      )}
      {open === "expected" && (
        <AttendExpectedDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          voterLabel={voterLabel}
          meetParticipantSeqs={seqs}
          onClose={() => {
            setSelected(new Set());
            close();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={open === "withdraw"}
        title={T.withdrawWritten}
        message={T.withdrawConfirm(seqs.length)}
        isPending={withdraw.isPending}
        onConfirm={() => withdraw.mutate({ meetParticipantSeqs: seqs }, { onSuccess: done(O.writtenWithdrawn) })}
        onCancel={close}
      />
      <ConfirmDialog
        isOpen={open === "checkIn"}
        title={T.checkIn}
        message={`${voterLabel}을 현장 출석으로 등록합니다. 사전 투표(전자, 서면)를 한 선거인은 그 투표가 유지되고, 그렇지 않은 선거인은 현장 투표자가 됩니다.`}
        isPending={checkIn.isPending}
        onConfirm={() => checkIn.mutate({ meetParticipantSeqs: seqs }, { onSuccess: done(O.checkedIn) })}
        onCancel={close}
      />
      <ConfirmDialog
        isOpen={open === "cancelCheckIn"}
        title={T.cancelCheckIn}
        message={`${voterLabel}의 현장 출석을 취소합니다.`}
        isPending={cancelCheckIn.isPending}
        onConfirm={() => cancelCheckIn.mutate({ meetParticipantSeqs: seqs }, { onSuccess: done(O.checkInCancelled) })}
        onCancel={close}
      />
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Box>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ width: 130 }}
    >
      <MenuItem value="">전체</MenuItem>
      {props.options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 이름 (10), and by mode 서면 제출 and 참석 예정, or 참석 구분; 검색 applies the form. */
function SearchForm({ mode, onSearch }: { mode: Mode; onSearch: (filters: Filters) => void }) {
  const [name, setName] = useState("");
  const [writtenType, setWrittenType] = useState("");
  const [expected, setExpected] = useState("");
  const [attendance, setAttendance] = useState("");
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const filters: Filters = {};
    if (name.trim()) filters.name = name.trim();
    const type = [...WRITTEN_SUBMISSION_TYPES, "NONE" as const].find((code) => code === writtenType);
    if (type) filters.writtenSubmissionType = type;
    const expectedType = ATTEND_EXPECTED_TYPES.find((code) => code === expected);
    if (expectedType) filters.attendExpectedType = expectedType;
    const category = ATTENDANCE_CATEGORIES.find((code) => code === attendance);
    if (category) filters.attendanceCategory = category;
    onSearch(filters);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="선거인 검색"
      onSubmit={handleSubmit}
      sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
    >
      <TextField
        size="small"
        label="이름"
        value={name}
        onChange={(event) => setName(event.target.value.slice(0, 10))}
        sx={{ width: 150 }}
      />
      {mode === "written" ? (
        <>
          <FilterSelect
            label="서면 제출"
            value={writtenType}
            onChange={setWrittenType}
            options={[
              ...WRITTEN_SUBMISSION_TYPES.map((c) => [c, WRITTEN_TYPE_LABELS[c]] as [string, string]),
              ["NONE", "미제출"],
            ]}
          />
          <FilterSelect
            label="참석 예정"
            value={expected}
            onChange={setExpected}
            options={ATTEND_EXPECTED_TYPES.map((c) => [c, ATTEND_EXPECTED_LABELS[c]])}
          />
        </>
      ) : (
        <FilterSelect
          label="참석 구분"
          value={attendance}
          onChange={setAttendance}
          options={ATTENDANCE_CATEGORIES.map((c) => [c, ATTENDANCE_LABELS[c]])}
        />
      )}
      <Button type="submit" variant="contained" size="small">
        검색
      </Button>
    </Box>
  );
}
