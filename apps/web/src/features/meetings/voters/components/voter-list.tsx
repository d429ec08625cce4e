import {
  CLIENT_MESSAGES,
  canEditVoter,
  MEET_MESSAGES as M,
  type MeetDetail,
  type MeetParticipant,
  meetVotersFileName,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { getDownload } from "../../../../lib/http";
import { notifyError } from "../../../../lib/notify";
import { queryString } from "../../../../lib/query-string";
import { saveResponse } from "../../../../lib/save-blob";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DataTable } from "../../../../ui/data-table/data-table";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { unionHeader } from "../../detail/api/meet-queries";
import { HISTORY_MENU, meetHistoryPath, meetParticipantPath } from "../../meetings-paths";
import {
  participantsPath,
  sendStatusCountQuery,
  type VoterSearch,
  voterListQuery,
  voterQuery,
} from "../api/voters-queries";
import { EvoteHistoryDialog } from "./evote-history-dialog";
import { EncourageDialog, ResendDialog } from "./resend-dialog";
import { voterColumns } from "./voter-columns";
import { VoterCountCards } from "./voter-count-cards";
import { VoterDetailDialog } from "./voter-detail-dialog";
import { type VoterAction, VoterRowActions } from "./voter-row-actions";
import { EMPTY_VOTER_SEARCH, VoterSearchForm } from "./voter-search-form";

const PAGE_SIZES = [10, 20, 50, 100] as const;
type Open = { kind: VoterAction; voter: MeetParticipant } | { kind: "encourageAll" } | null;

/** 내역 다운: the list's search as an Excel workbook (spec 03 §2.3; 다운로드에 실패하였습니다. on failure). */
export async function downloadVoters(unionSeq: number, meet: MeetDetail, search: VoterSearch) {
  try {
    const response = await getDownload(
      `${participantsPath(meet.meetSeq)}/excel${queryString(voterQuery(search) as Record<string, string>)}`,
      unionHeader(unionSeq),
    );
    await saveResponse(response, meetVotersFileName(meet.name, dayjs().format("YYYYMMDD")));
  } catch {
    notifyError(CLIENT_MESSAGES.downloadFailed);
  }
}

/**
 * 선거인 목록 (spec 03 §2.3): the count cards (`kind` electronic for 전자투표 관리, onsite for 서면투표 관리), the
 * search, 전체 and 조회 목록, 독려 투표 전체 재발송, 목록, 내역 다운, and the table (10 a page) with the row menu:
 * 회원 상세, 발송 이력, 재발송 (cost and consent box), 독려, 정보 수정. 문자 발송 and 우편 발송 are left out: the
 * messaging pages take no recipients from here yet.
 */
export function VoterList({
  unionSeq,
  meet,
  kind,
}: {
  unionSeq: number;
  meet: MeetDetail;
  kind: "electronic" | "onsite";
}) {
  const meetSeq = meet.meetSeq;
  const navigate = useNavigate();
  const canWrite = useCanWrite(HISTORY_MENU, unionSeq);
  const [search, setSearch] = useState<VoterSearch>(EMPTY_VOTER_SEARCH);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const list = useQuery(voterListQuery(unionSeq, meetSeq, { ...search, page, pageSize }));
  const counts = useQuery({ ...sendStatusCountQuery(unionSeq, meetSeq), enabled: kind === "electronic" });
  if (list.error) throw list.error;
  const close = () => setOpen(null);

  const columns = useMemo(
    () =>
      voterColumns({
        kind,
        onOpenVoter: (voter) => setOpen({ kind: "detail", voter }),
        renderActions: (row) => (
          <VoterRowActions
            row={row}
            meet={meet}
            kind={kind}
            canWrite={canWrite}
            onAction={(action, voter) => {
              if (action === "edit") {
                if (!canEditVoter(meet.meetStatus, meet.meetMethod, voter.electronicVoteStatus.progressStatus)) {
                  setAlert(M.notEditable);
                  return;
                }
                navigate(meetParticipantPath(unionSeq, meetSeq, voter.meetParticipantSeq));
                return;
              }
              setOpen({ kind: action, voter });
            }}
          />
        ),
      }),
    [kind, meet, canWrite, navigate, unionSeq, meetSeq],
  );

  const handleDownload = async () => {
    setIsDownloading(true);
    await downloadVoters(unionSeq, meet, search);
    setIsDownloading(false);
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <VoterCountCards unionSeq={unionSeq} meetSeq={meetSeq} kind={kind} />
      <VoterSearchForm
        kind={kind}
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="body2" aria-label="선거인 수" sx={{ flexGrow: 1, "& b": { color: "primary.main" } }}>
          전체 <b>{formatNumber(list.data?.totalCount ?? 0)}</b>명 · 조회 목록{" "}
          <b>{formatNumber(list.data?.pagination.totalElements ?? 0)}</b>명
        </Typography>
        {kind === "electronic" && (
          <WriteButton
            canWrite={canWrite}
            disabledReason={meet.meetStatus !== "PROCESS" ? "진행중인 총회에서만 보낼 수 있습니다." : null}
            variant="contained"
            onClick={() => setOpen({ kind: "encourageAll" })}
          >
            독려 투표 전체 재발송
          </WriteButton>
        )}
        <Button variant="outlined" color="inherit" component={RouterLink} to={meetHistoryPath(unionSeq)}>
          목록
        </Button>
        <Button variant="outlined" onClick={handleDownload} disabled={isDownloading}>
          내역 다운
        </Button>
      </Box>
      <DataTable
        label="선거인 목록"
        rows={list.data?.data ?? []}
        columns={columns}
        getRowId={(row) => row.meetParticipantSeq}
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
      {open?.kind === "detail" && <VoterDetailDialog voter={open.voter} onClose={close} />}
      {open?.kind === "evoteHistory" && (
        <EvoteHistoryDialog unionSeq={unionSeq} meetSeq={meetSeq} voter={open.voter} onClose={close} />
      )}
      {open?.kind === "resend" && (
        <ResendDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          meetParticipantSeqs={[open.voter.meetParticipantSeq]}
          onClose={close}
        />
      )}
      {open?.kind === "encourage" && (
        <EncourageDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          voter={{ meetParticipantSeq: open.voter.meetParticipantSeq, name: open.voter.name.name }}
          unvotedCount={1}
          onClose={close}
        />
      )}
      {open?.kind === "encourageAll" && (
        <EncourageDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          voter={null}
          unvotedCount={counts.data?.unVoted ?? 0}
          onClose={close}
        />
      )}
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Box>
  );
}
