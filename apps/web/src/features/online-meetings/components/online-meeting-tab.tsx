import type { MeetDetail } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import { useQuery } from "@tanstack/react-query";
import { PageLoading } from "../../../ui/page-loading";
import { onlineMeetingQuery, onlinePanelQuery } from "../api/online-queries";
import { OnlineApplyPanel } from "./online-apply-panel";
import { OnlineDashboard } from "./online-dashboard";

function CreatedMeeting({ unionSeq, meet, id }: { unionSeq: number; meet: MeetDetail; id: number }) {
  const online = useQuery(onlineMeetingQuery(unionSeq, id));
  if (online.isPending) return <PageLoading />;
  if (!online.data) return <Alert severity="error">온라인 총회 정보를 불러오지 못했습니다.</Alert>;
  return <OnlineDashboard unionSeq={unionSeq} meet={meet} online={online.data} />;
}

/**
 * 온라인 총회 (the meeting detail's tab, spec 03 §2.9): the panel by application status, the live dashboard once
 * CREATED (polled every 10 s).
 */
export function OnlineMeetingTab({ unionSeq, meet }: { unionSeq: number; meet: MeetDetail }) {
  const panel = useQuery(onlinePanelQuery(unionSeq, meet.meetSeq));
  if (panel.isPending) return <PageLoading />;
  if (!panel.data) return <Alert severity="error">온라인 총회 정보를 불러오지 못했습니다.</Alert>;
  const { serviceStatus, onlineGeneralMeetingSeq } = panel.data;
  if (serviceStatus === "CREATED" && onlineGeneralMeetingSeq) {
    return <CreatedMeeting unionSeq={unionSeq} meet={meet} id={onlineGeneralMeetingSeq} />;
  }
  return <OnlineApplyPanel unionSeq={unionSeq} meet={meet} panel={panel.data} />;
}
