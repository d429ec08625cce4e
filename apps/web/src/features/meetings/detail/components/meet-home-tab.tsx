import {
  MEET_METHOD_LABELS,
  MEET_STATUS_LABELS,
  MEET_TYPE_LABELS,
  type MeetDetail,
  OPEN_TYPE_LABELS,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Suspense, useState } from "react";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { MEET_DETAIL_TEXTS as T } from "../meet-detail-labels";
import { HOME_ONSITE_BLOCK, type MeetDetailTabProps } from "../meet-detail-tabs";
import { MeetEditDialog } from "./meet-edit-dialog";
import { MeetInfoBlock } from "./meet-info-block";
import { MeetPasswordDialog } from "./meet-password-dialog";
import { MeetVoteViewDialog } from "./meet-vote-view-dialog";

const place = (meet: MeetDetail) =>
  meet.onsiteVote ? [meet.onsiteVote.roadAddress, meet.onsiteVote.detailAddress].filter(Boolean).join(" ") : "";

function OverviewBlock({ meet }: { meet: MeetDetail }) {
  return (
    <MeetInfoBlock
      title={T.overview}
      rows={[
        { label: "총회명", value: meet.name },
        { label: "구분", value: `${OPEN_TYPE_LABELS[meet.openType]} · ${MEET_TYPE_LABELS[meet.meetType]}` },
        { label: "투표 방식", value: MEET_METHOD_LABELS[meet.meetMethod] },
        { label: "진행 상태", value: MEET_STATUS_LABELS[meet.meetStatus] },
        { label: "총회 일시", value: formatDateTime(meet.meetAt) },
        { label: "소집권자", value: meet.moverName },
        { label: "안건 수", value: `${formatNumber(meet.agendaCount)}건` },
        { label: "개설일", value: formatDateTime(meet.createdAt) },
        ...(meet.onsiteVote ? [{ label: "총회 장소", value: place(meet) }] : []),
        { label: "소집 공고문", value: meet.noticeFile?.originName ?? "" },
        { label: "서면 결의서", value: meet.writtenResolutionFile?.originName ?? "" },
        ...(meet.voteAdditional.isVoteAdditionalInputEnabled
          ? [{ label: meet.voteAdditional.voteAdditionalTitle, value: meet.voteAdditional.voteAdditionalContent }]
          : []),
      ]}
    />
  );
}

function ElectronicBlock({ meet }: { meet: MeetDetail }) {
  const vote = meet.electronicVote;
  if (!vote) return null;
  return (
    <MeetInfoBlock
      title={T.electronicBlock}
      rows={[
        { label: "투표 기간", value: `${formatDateTime(vote.voteStartAt)} ~ ${formatDateTime(vote.voteEndAt)}` },
        { label: "서명 방식", value: vote.signatureType === "ELECTRONIC" ? "전자서명" : "자필서명" },
        { label: "발신자명", value: vote.senderName },
        { label: "문의전화번호", value: formatPhone(vote.contactNo) },
        { label: "안내 문구", value: vote.description },
      ]}
    />
  );
}

function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: "center" }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }}>
        {`${formatNumber(value)}명`}
      </Typography>
    </Paper>
  );
}

/** HOME's participant-count sections: voters (real and virtual) and the ballots cast so far by channel. */
function ParticipantCounts({ meet }: { meet: MeetDetail }) {
  const counts = meet.voteCounts;
  const hasEvote = meet.meetMethod !== "ONSITE";
  const hasOnsite = meet.meetMethod !== "ELECTRONIC";
  return (
    <Paper variant="outlined" component="section" aria-label={T.participantCounts} sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {T.participantCounts}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 1.5 }}>
        <CountCard label="전체 선거인" value={meet.participantCount} />
        {meet.isMock && <CountCard label="실제 선거인" value={meet.realParticipantCount} />}
        {meet.isMock && <CountCard label="가상 선거인" value={meet.virtualParticipantCount} />}
        <CountCard label="투표 완료" value={counts.totalVotedCount} />
        {hasEvote && <CountCard label="전자투표" value={counts.electronicVoteCount} />}
        {hasOnsite && <CountCard label="서면투표" value={counts.writtenVoteCount} />}
        {hasOnsite && <CountCard label="현장투표" value={counts.onsiteVoteCount} />}
      </Box>
    </Paper>
  );
}

type Dialog = "vote" | "edit" | "password" | null;

/** The HOME tab (spec 03 §2.2): 투표 보기 and 정보 수정 (and the password change), the overview blocks by method. */
export function MeetHomeTab({ unionSeq, meet }: MeetDetailTabProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const OnsiteBlock = HOME_ONSITE_BLOCK;
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button variant="outlined" onClick={() => setDialog("vote")}>
          {T.viewVote}
        </Button>
        <Button variant="outlined" onClick={() => setDialog("edit")}>
          {T.editInfo}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => setDialog("password")}>
          {T.changePassword}
        </Button>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, gap: 2, alignItems: "start" }}>
        <OverviewBlock meet={meet} />
        <ElectronicBlock meet={meet} />
      </Box>
      {OnsiteBlock && meet.onsiteVote && (
        <Suspense fallback={null}>
          <OnsiteBlock unionSeq={unionSeq} meet={meet} />
        </Suspense>
      )}
      <ParticipantCounts meet={meet} />
      {dialog === "vote" && <MeetVoteViewDialog unionSeq={unionSeq} meet={meet} onClose={close} />}
      {dialog === "edit" && <MeetEditDialog unionSeq={unionSeq} meet={meet} onClose={close} />}
      {dialog === "password" && <MeetPasswordDialog unionSeq={unionSeq} meetSeq={meet.meetSeq} onClose={close} />}
    </Box>
  );
}
