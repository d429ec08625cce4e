import { type MeetParticipant, OWNER_LABELS, VOTER_LABELS } from "@johap/contracts";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Link from "@mui/material/Link";
import type { ReactNode } from "react";
import { formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import type { DataTableColumn } from "../../../../ui/data-table/data-table";

type Column = DataTableColumn<MeetParticipant>;
const STATUS_COLORS: Record<string, ChipProps["color"]> = {
  NONE: "default",
  WAIT: "warning",
  SENT: "info",
  RECEIVED: "info",
  FAILED: "error",
  OPENED: "primary",
  VOTED: "success",
  WITH: "default",
};
const label = (labels: Record<string, string>, code: string | null) => (code ? (labels[code] ?? code) : "-");

export function ProgressChip({ status }: { status: MeetParticipant["electronicVoteStatus"]["progressStatus"] }) {
  return (
    <Chip
      size="small"
      label={VOTER_LABELS.progressStatus[status]}
      color={STATUS_COLORS[status]}
      variant={status === "NONE" ? "outlined" : "filled"}
    />
  );
}

/** The voter's phone, or the agent's with (대리인). */
const phoneOf = (row: MeetParticipant) =>
  row.agent?.phoneNo ? `${formatPhone(row.agent.phoneNo)} (대리인)` : formatPhone(row.phoneNo) || "-";

export type VoterColumnsOptions = {
  kind: "electronic" | "onsite" | "roster";
  onOpenVoter: (row: MeetParticipant) => void;
  renderActions: (row: MeetParticipant) => ReactNode;
};

/**
 * The voter table's columns: 연번 and 이름 (opening the member detail popup) pinned, then by tab: e-vote delivery
 * and progress (전자투표 관리), written submission and attendance (서면투표 관리), or who the voter is (선거인 관리).
 * Never what a voter chose.
 */
export function voterColumns({ kind, onOpenVoter, renderActions }: VoterColumnsOptions): Column[] {
  const head: Column[] = [
    {
      field: "unionRegisterNo",
      headerName: "연번",
      width: 80,
      align: "center",
      isPinned: true,
      renderCell: (r) => r.unionRegisterNo,
    },
    {
      field: "name",
      headerName: "이름",
      width: 110,
      isPinned: true,
      renderCell: (r) => (
        <Link component="button" type="button" onClick={() => onOpenVoter(r)} underline="hover">
          {r.name.name}
        </Link>
      ),
    },
    { field: "phoneNo", headerName: "전화번호", width: 150, renderCell: phoneOf },
    {
      field: "tendency",
      headerName: "성향",
      width: 70,
      align: "center",
      renderCell: (r) => label(VOTER_LABELS.tendency, r.tendency),
    },
  ];
  const actions: Column = {
    field: "actions",
    headerName: "관리",
    width: 90,
    align: "center",
    renderCell: renderActions,
  };
  if (kind === "electronic") {
    return [
      ...head,
      {
        field: "progressStatus",
        headerName: "전자투표 상태",
        width: 110,
        align: "center",
        renderCell: (r) => <ProgressChip status={r.electronicVoteStatus.progressStatus} />,
      },
      {
        field: "sentAt",
        headerName: "발송일시",
        width: 160,
        renderCell: (r) => formatDateTime(r.electronicVoteStatus.sentAt) || "-",
      },
      {
        field: "openedAt",
        headerName: "열람일시",
        width: 160,
        renderCell: (r) => formatDateTime(r.electronicVoteStatus.openedAt) || "-",
      },
      {
        field: "votedAt",
        headerName: "투표일시",
        width: 160,
        renderCell: (r) => formatDateTime(r.electronicVoteStatus.votedAt) || "-",
      },
      {
        field: "resendCount",
        headerName: "재발송",
        width: 70,
        align: "center",
        renderCell: (r) => `${r.resendCount}회`,
      },
      actions,
    ];
  }
  if (kind === "onsite") {
    return [
      ...head,
      {
        field: "writtenSubmissionType",
        headerName: "서면 제출",
        width: 90,
        align: "center",
        renderCell: (r) =>
          label(VOTER_LABELS.writtenSubmissionType, r.onsiteVoteStatus.writtenSubmissionType ?? "NONE"),
      },
      {
        field: "writtenSubmissionStatus",
        headerName: "제출자",
        width: 80,
        align: "center",
        renderCell: (r) =>
          r.onsiteVoteStatus.writtenSubmissionType
            ? label(VOTER_LABELS.writtenSubmissionStatus, r.writtenSubmissionStatus)
            : "-",
      },
      {
        field: "writtenSubmissionAt",
        headerName: "제출일시",
        width: 160,
        renderCell: (r) =>
          (r.onsiteVoteStatus.writtenSubmissionType ? formatDateTime(r.writtenSubmissionAt) : "") || "-",
      },
      {
        field: "attendExpectedType",
        headerName: "참석 예정",
        width: 90,
        align: "center",
        renderCell: (r) => label(VOTER_LABELS.attendExpectedType, r.attendExpectedType),
      },
      {
        field: "attendanceCategory",
        headerName: "참석",
        width: 80,
        align: "center",
        renderCell: (r) => label(VOTER_LABELS.attendanceCategory, r.attendanceCategory),
      },
      {
        field: "voteCategory",
        headerName: "투표 구분",
        width: 100,
        align: "center",
        renderCell: (r) => label(VOTER_LABELS.voteCategory, r.voteCategory),
      },
      actions,
    ];
  }
  return [
    ...head.slice(0, 2),
    { field: "nameClass", headerName: "구분", width: 80, renderCell: (r) => r.name.nameClass || "-" },
    {
      field: "ownerType",
      headerName: "소유자 유형",
      width: 90,
      align: "center",
      renderCell: (r) => label(OWNER_LABELS.ownerType, r.ownerType),
    },
    { field: "birth", headerName: "생년월일", width: 100, align: "center", renderCell: (r) => r.birth || "-" },
    head[2]!,
    { field: "agent", headerName: "대리인", width: 90, renderCell: (r) => r.agent?.name || "-" },
    {
      field: "voteCategory",
      headerName: "투표 구분",
      width: 100,
      align: "center",
      renderCell: (r) => label(VOTER_LABELS.voteCategory, r.voteCategory),
    },
    {
      field: "isInfoMissing",
      headerName: "정보",
      width: 80,
      align: "center",
      renderCell: (r) => (r.isInfoMissing ? <Chip size="small" color="warning" label="정보 누락" /> : "-"),
    },
    actions,
  ];
}
