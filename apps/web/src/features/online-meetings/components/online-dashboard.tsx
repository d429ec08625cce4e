import { ONLINE_MEETING_MESSAGES as M, type MeetDetail, type OnlineMeeting, runningTime } from "@johap/contracts";
import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { onlineKeys } from "../api/online-keys";
import { useCreateMetadata, useStreamingStatus, useVoteStatus } from "../api/online-mutations";
import {
  DASHBOARD_TABS,
  type DashboardTabKey,
  dateTimeText,
  ONLINE_MENU,
  STREAMING_LABELS,
} from "../online-meetings-labels";
import { AgendasPanel } from "./agendas-panel";
import { AttendeesPanel } from "./attendees-panel";
import { NoticesPanel } from "./notices-panel";
import { OnlineEndedInfo } from "./online-ended-info";
import { OnlinePlayer } from "./online-player";
import { OpinionsPanel } from "./opinions-panel";
import { SettingsPanel } from "./settings-panel";
import { SpeechesPanel } from "./speeches-panel";

type Confirm = { title: string; message: string; label: string; run: () => void } | null;

function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The live dashboard (spec 03 §2.9): player (534x300), running and start time (the timer ticks every second),
 * live and cumulative attendees over all voters, the latest notice, 새로고침, 투표 시작하기 / 투표 마감하기,
 * 온라인 총회 시작 / 종료 (disabled while voting), the ended info once stopped, and the six sub-tabs.
 */
export function OnlineDashboard({
  unionSeq,
  meet,
  online,
}: {
  unionSeq: number;
  meet: MeetDetail;
  online: OnlineMeeting;
}) {
  const canWrite = useCanWrite(ONLINE_MENU, unionSeq);
  const queryClient = useQueryClient();
  const now = useNow();
  const [tab, setTab] = useState<DashboardTabKey>("speeches");
  const [confirm, setConfirm] = useState<Confirm>(null);
  const id = online.onlineGeneralMeetingSeq;
  const metadata = useCreateMetadata(unionSeq, id);
  const streaming = useStreamingStatus(unionSeq, id);
  const vote = useVoteStatus(unionSeq, id);
  const isBroadcasting = online.streamingStatus === "BROADCASTING";
  const isVoting = online.voteStatus === "VOTING";
  const isPending = metadata.isPending || streaming.isPending || vote.isPending;

  const ask = (next: Confirm) => setConfirm(next);
  const done = (message: string) => () => {
    setConfirm(null);
    notifySuccess(message);
  };
  const handleStart = () =>
    ask({
      title: "온라인 총회 시작",
      message: M.startConfirm,
      label: "시작",
      run: () =>
        streaming.mutate("BROADCASTING", {
          onSuccess: done("온라인 총회가 시작되었습니다."),
          onError: () => setConfirm(null),
        }),
    });
  const handleEnd = () =>
    ask({
      title: "온라인 총회 종료",
      message: M.endConfirm,
      label: "종료",
      run: () =>
        streaming.mutate("STOPPED", {
          onSuccess: done("온라인 총회가 종료되었습니다."),
          onError: () => setConfirm(null),
        }),
    });
  const handleVoteStart = () =>
    ask({
      title: "투표 시작하기",
      message: M.voteStartConfirm,
      label: "투표 시작",
      run: () => vote.mutate("VOTING", { onSuccess: done(M.voteStarted), onError: () => setConfirm(null) }),
    });
  const handleVoteClose = () =>
    ask({
      title: "투표 마감하기",
      message: M.voteCloseConfirm,
      label: "투표 마감",
      run: () =>
        vote.mutate("PENDING", {
          onSuccess: (result) => {
            setConfirm(null);
            notifySuccess(`${M.voteClosed} (미제출 ${result.unsubmittedCount}명)`);
          },
          onError: () => setConfirm(null),
        }),
    });
  const handleRefresh = () => queryClient.invalidateQueries({ queryKey: onlineKeys.meeting(unionSeq, id) });

  const statusText = isBroadcasting ? "진행중" : online.streamingStatus === "STOPPED" ? "종료" : "시작 전";
  const voteButton = isVoting ? (
    <WriteButton canWrite={canWrite} variant="contained" color="warning" onClick={handleVoteClose} disabled={isPending}>
      투표 마감하기
    </WriteButton>
  ) : (
    <WriteButton
      canWrite={canWrite}
      variant="contained"
      color="secondary"
      onClick={handleVoteStart}
      disabled={isPending}
      disabledReason={online.voteStartBlock}
    >
      투표 시작하기
    </WriteButton>
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            온라인 총회
          </Typography>
          <Chip size="small" color={isBroadcasting ? "error" : "default"} label={statusText} />
          {isVoting && <Chip size="small" color="warning" label="투표 진행중" />}
          {online.voteEndedAt && !isVoting && <Chip size="small" label="투표 마감" />}
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<RefreshIcon />} onClick={handleRefresh}>
            새로고침
          </Button>
          {online.metadata && voteButton}
          {online.metadata &&
            (isBroadcasting ? (
              <WriteButton
                canWrite={canWrite}
                variant="contained"
                color="error"
                onClick={handleEnd}
                disabled={isPending}
                disabledReason={online.endBlock}
              >
                온라인 총회 종료
              </WriteButton>
            ) : (
              <WriteButton
                canWrite={canWrite}
                variant="contained"
                onClick={handleStart}
                disabled={isPending || meet.meetStatus === "COMPLETE"}
              >
                온라인 총회 시작
              </WriteButton>
            ))}
        </Box>
        {!online.metadata && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <WriteButton
                canWrite={canWrite}
                variant="contained"
                size="small"
                loading={metadata.isPending}
                onClick={() => metadata.mutate(undefined, { onSuccess: () => notifySuccess(M.metaCreated) })}
              >
                영상 송출 정보 생성
              </WriteButton>
            }
          >
            영상 송출 정보(인코더 URL, 스트림 키)를 생성한 뒤 온라인 총회를 시작할 수 있습니다.
          </Alert>
        )}
        <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap" }}>
          <OnlinePlayer
            playUrl={online.playUrl}
            text={online.streamingStatus === "STOPPED" ? "온라인 총회가 종료되었습니다." : "송출 대기중"}
          />
          <Stack spacing={2} sx={{ minWidth: 260, flex: 1 }}>
            <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2 }}>
              <Stat label="진행 시간">
                {isBroadcasting ? runningTime(online.startAt, now) : online.startAt ? "-" : "00:00:00"}
              </Stat>
              <Stat label="시작 시간">{online.startAt ? dateTimeText(online.startAt).slice(11) : "-"}</Stat>
              <Stat label="실시간 참석자">
                {online.currentParticipantCount}명 / {online.totalParticipantCount}명
              </Stat>
              <Stat label="누적 참석자">
                {online.cumulativeParticipantCount}명 / {online.totalParticipantCount}명
              </Stat>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                최근 공지
              </Typography>
              <Typography sx={{ whiteSpace: "pre-line" }}>
                {online.latestNotice ? online.latestNotice.message : "등록된 공지가 없습니다."}
              </Typography>
            </Box>
            {online.streamingStatus && (
              <Typography variant="body2" color="text.secondary">
                송출 상태: {STREAMING_LABELS[online.streamingStatus]}
              </Typography>
            )}
          </Stack>
        </Box>
      </Paper>
      {online.endInfo && <OnlineEndedInfo unionSeq={unionSeq} info={online.endInfo} />}
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_e, value: DashboardTabKey) => setTab(value)} variant="scrollable">
          {DASHBOARD_TABS.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === "speeches" && <SpeechesPanel unionSeq={unionSeq} id={id} canWrite={canWrite} />}
          {tab === "opinions" && <OpinionsPanel unionSeq={unionSeq} id={id} canWrite={canWrite} />}
          {tab === "attendees" && <AttendeesPanel unionSeq={unionSeq} id={id} canWrite={canWrite} />}
          {tab === "agendas" && <AgendasPanel unionSeq={unionSeq} meetSeq={meet.meetSeq} />}
          {tab === "notices" && <NoticesPanel unionSeq={unionSeq} id={id} canWrite={canWrite} />}
          {tab === "settings" && <SettingsPanel online={online} />}
        </Box>
      </Paper>
      <ConfirmDialog
        isOpen={confirm !== null}
        title={confirm?.title}
        message={confirm?.message ?? ""}
        confirmLabel={confirm?.label}
        isPending={isPending}
        onConfirm={() => confirm?.run()}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
