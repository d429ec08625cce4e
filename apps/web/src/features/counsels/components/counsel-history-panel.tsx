import { type Counsel, formatCounselAt, COUNSEL_MESSAGES as M } from "@johap/contracts";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { formatNumber } from "../../../lib/format";
import { PageLoading } from "../../../ui/page-loading";
import { registerHistoryQuery } from "../api/counsels-queries";
import {
  attendShown,
  METHOD_LABELS,
  COUNSEL_TEXTS as T,
  TENDENCY_LABELS,
  TOPIC_LABELS,
  votingWrittenShown,
} from "../counsels-labels";

function HistoryItem({ counsel }: { counsel: Counsel }) {
  return (
    <Box component="li" aria-label={`${formatCounselAt(counsel.counselAt)} 상담`} sx={{ py: 1.5, listStyle: "none" }}>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {formatCounselAt(counsel.counselAt)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {METHOD_LABELS[counsel.method]} · {counsel.counselor.name}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        성향 {TENDENCY_LABELS[counsel.tendency]} · 서면결의 {votingWrittenShown(counsel.votingWrittenType)} · 총회{" "}
        {attendShown(counsel.meetAttendType)}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mb: 0.75 }}>
        {counsel.topics.map((topic) => (
          <Chip key={topic} size="small" variant="outlined" label={TOPIC_LABELS[topic] ?? topic} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
        {counsel.memo}
      </Typography>
    </Box>
  );
}

/** 이전 상담 이력 (spec 02 §2.6): the owner's earlier records, newest first, in a side panel. */
export function CounselHistoryPanel(props: {
  unionSeq: number;
  unionRegisterSeq: number;
  ownerName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const history = useQuery({
    ...registerHistoryQuery(props.unionSeq, props.unionRegisterSeq),
    enabled: props.isOpen,
  });
  const total = history.data?.pagination.totalElements ?? 0;
  return (
    <Drawer
      anchor="right"
      open={props.isOpen}
      onClose={props.onClose}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { width: 420, p: 2.5 } } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {T.previous}
        </Typography>
        <IconButton aria-label={T.close} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {props.ownerName} · 총 {formatNumber(total)}건
      </Typography>
      <Divider />
      {history.isPending ? (
        <PageLoading />
      ) : history.error ? (
        <Typography color="error" sx={{ mt: 2 }}>
          {history.error.message}
        </Typography>
      ) : history.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {M.noHistory}
        </Typography>
      ) : (
        <Box component="ul" aria-label={T.previous} sx={{ m: 0, p: 0 }}>
          {history.data.data.map((counsel, index) => (
            <Box key={counsel.counselSeq}>
              {index > 0 && <Divider />}
              <HistoryItem counsel={counsel} />
            </Box>
          ))}
        </Box>
      )}
    </Drawer>
  );
}
