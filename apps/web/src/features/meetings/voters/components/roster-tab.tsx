import {
  CLIENT_MESSAGES,
  canAddVoters,
  canEditVoter,
  isVoterRowSelectable,
  MEET_MESSAGES as M,
  type MeetParticipant,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DataTable } from "../../../../ui/data-table/data-table";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { HISTORY_MENU, meetParticipantHistoriesPath, meetParticipantPath } from "../../meetings-paths";
import { type VoterSearch, voterListQuery } from "../api/voters-queries";
import { AddVotersDialogs } from "./add-voters-dialogs";
import { DeleteVotersDialog } from "./delete-voters-dialog";
import { EvoteHistoryDialog } from "./evote-history-dialog";
import { EncourageDialog, ResendDialog } from "./resend-dialog";
import { voterColumns } from "./voter-columns";
import { VoterDetailDialog } from "./voter-detail-dialog";
import { downloadVoters } from "./voter-list";
import { type VoterAction, VoterRowActions } from "./voter-row-actions";
import { EMPTY_VOTER_SEARCH, VoterSearchForm } from "./voter-search-form";

const PAGE_SIZES = [10, 20, 50, 100] as const;
type Open =
  | { kind: VoterAction; voter: MeetParticipant }
  | { kind: "add" }
  | { kind: "deleteSelected" }
  | { kind: "resendSelected" }
  | null;

/**
 * 선거인 관리 (spec 03 §2.4): search, the table with checkboxes (not selectable when COUNTING or COMPLETE, an
 * electronic voter's WAIT, an ONSITE meeting outside PROCESS), 변동이력, 선거인 추가하기 (BEFORE or PROCESS: three
 * dialogs), 선택 삭제 (PROCESS: password, reason, acknowledgement), 선택 재발송 and 내역 다운.
 */
export function RosterTab({ unionSeq, meet }: MeetDetailTabProps) {
  const meetSeq = meet.meetSeq;
  const navigate = useNavigate();
  const canWrite = useCanWrite(HISTORY_MENU, unionSeq);
  const [search, setSearch] = useState<VoterSearch>(EMPTY_VOTER_SEARCH);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<Map<number, MeetParticipant>>(new Map());
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const list = useQuery(voterListQuery(unionSeq, meetSeq, { ...search, page, pageSize }));
  if (list.error) throw list.error;
  const rows = list.data?.data ?? [];
  const close = () => setOpen(null);
  const isSelectable = (row: MeetParticipant) =>
    isVoterRowSelectable(meet.meetStatus, meet.meetMethod, row.electronicVoteStatus.progressStatus);
  const hasEvote = meet.meetMethod !== "ONSITE";

  const columns = useMemo(
    () =>
      voterColumns({
        kind: "roster",
        onOpenVoter: (voter) => setOpen({ kind: "detail", voter }),
        renderActions: (row) => (
          <VoterRowActions
            row={row}
            meet={meet}
            kind="roster"
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
    [meet, canWrite, navigate, unionSeq, meetSeq],
  );

  const handleSelected = (ids: Set<number>) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (ids.has(row.meetParticipantSeq) && isSelectable(row)) next.set(row.meetParticipantSeq, row);
      else next.delete(row.meetParticipantSeq);
    }
    setSelected(next);
  };
  const needSelection = (kind: "deleteSelected" | "resendSelected") => {
    if (selected.size === 0) setAlert("선택된 선거인이 없습니다.");
    else setOpen({ kind });
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <VoterSearchForm
        kind="roster"
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="body2" aria-label="선거인 수" sx={{ flexGrow: 1, "& b": { color: "primary.main" } }}>
          전체 <b>{formatNumber(list.data?.totalCount ?? 0)}</b>명 · 조회 목록{" "}
          <b>{formatNumber(list.data?.pagination.totalElements ?? 0)}</b>명 · 선택 <b>{formatNumber(selected.size)}</b>
          명
        </Typography>
        <Button
          variant="outlined"
          color="inherit"
          component={RouterLink}
          to={meetParticipantHistoriesPath(unionSeq, meetSeq)}
        >
          변동이력
        </Button>
        <WriteButton
          canWrite={canWrite}
          disabledReason={
            canAddVoters(meet.meetStatus) ? null : "진행전 또는 진행중인 총회에만 선거인을 추가할 수 있습니다."
          }
          variant="outlined"
          onClick={() => setOpen({ kind: "add" })}
        >
          선거인 추가하기
        </WriteButton>
        {hasEvote && (
          <WriteButton canWrite={canWrite} variant="outlined" onClick={() => needSelection("resendSelected")}>
            선택 재발송
          </WriteButton>
        )}
        <WriteButton
          canWrite={canWrite}
          disabledReason={meet.meetStatus === "PROCESS" ? null : "진행중인 총회에서만 선거인을 삭제할 수 있습니다."}
          variant="outlined"
          color="error"
          onClick={() => needSelection("deleteSelected")}
        >
          선택 삭제
        </WriteButton>
        <Button
          variant="outlined"
          disabled={isDownloading}
          onClick={async () => {
            setIsDownloading(true);
            await downloadVoters(unionSeq, meet, search);
            setIsDownloading(false);
          }}
        >
          내역 다운
        </Button>
      </Box>
      <DataTable
        label="선거인 관리"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.meetParticipantSeq}
        selectedIds={new Set(selected.keys())}
        onSelectedIdsChange={handleSelected}
        isLeftOutOfPageSelection={(row) => !isSelectable(row)}
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
      {open?.kind === "add" && <AddVotersDialogs unionSeq={unionSeq} meetSeq={meetSeq} onClose={close} />}
      {open?.kind === "detail" && <VoterDetailDialog voter={open.voter} onClose={close} />}
      {open?.kind === "evoteHistory" && (
        <EvoteHistoryDialog unionSeq={unionSeq} meetSeq={meetSeq} voter={open.voter} onClose={close} />
      )}
      {(open?.kind === "resend" || open?.kind === "resendSelected") && (
        <ResendDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          meetParticipantSeqs={open.kind === "resend" ? [open.voter.meetParticipantSeq] : [...selected.keys()]}
          onClose={close}
          onDone={() => setSelected(new Map())}
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
      {(open?.kind === "delete" || open?.kind === "deleteSelected") && (
        <DeleteVotersDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          voters={open.kind === "delete" ? [open.voter] : [...selected.values()]}
          onClose={close}
          onDeleted={() => setSelected(new Map())}
        />
      )}
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Box>
  );
}
