import { ONLINE_MEETING_MESSAGES as M, type OnlineEndInfo } from "@johap/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { getDownload } from "../../../lib/http";
import { saveResponse } from "../../../lib/save-blob";
import { WriteButton } from "../../../ui/write-button";
import { unionHeader } from "../api/online-queries";
import { CERTIFICATE_LABELS, dateTimeText } from "../online-meetings-labels";

/**
 * The ended info (spec 03 §2.9, §3 End info): start and end, attendees (agents), opinions and speeches handled,
 * and 온라인 총회 내역 증명서, downloadable once its file exists.
 */
export function OnlineEndedInfo({ unionSeq, info }: { unionSeq: number; info: OnlineEndInfo }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const path = info.certificateStatus.filePath;
  const handleDownload = async () => {
    if (!path) return;
    setIsDownloading(true);
    try {
      await saveResponse(await getDownload(path, unionHeader(unionSeq)), "온라인총회_내역_증명서.pdf");
    } finally {
      setIsDownloading(false);
    }
  };
  const rows: [string, string][] = [
    ["시작 일시", dateTimeText(info.startAt)],
    ["종료 일시", dateTimeText(info.endAt)],
    ["참석자", `${info.attendeeCount}명 / 전체 ${info.totalParticipantCount}명 (대리인 ${info.agentCount}명)`],
    ["참석자 의견", `${info.opinions.totalCount}건 (답변 ${info.opinions.processCount}건)`],
    ["발언 요청", `${info.speeches.totalCount}건 (발언 완료 ${info.speeches.processCount}건)`],
    ["증명서 상태", CERTIFICATE_LABELS[info.certificateStatus.status]],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          온라인 총회 종료 정보
        </Typography>
        <WriteButton
          canWrite
          variant="contained"
          disabled={!path}
          disabledReason={path ? null : M.certificateNotReady}
          loading={isDownloading}
          onClick={handleDownload}
        >
          온라인 총회 내역 증명서 다운로드
        </WriteButton>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "140px 1fr", rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography color="text.secondary">{label}</Typography>
            <Typography>{value}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
