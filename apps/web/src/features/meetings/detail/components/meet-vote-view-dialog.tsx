import { AGAINST_CHOICE_LABELS, AGAINST_CHOICES, type MeetAgenda, type MeetDetail } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { PageLoading } from "../../../../ui/page-loading";
import { meetAgendasQuery } from "../api/meet-queries";
import { MEET_DETAIL_TEXTS as T } from "../meet-detail-labels";
import { MeetFileLink } from "./meet-file-link";

/** How the ballot names an agenda's vote: 찬반 or 선택, and how many to choose. */
export function voteRuleOf(agenda: Pick<MeetAgenda, "voteForm" | "voteType" | "selectCount">): string {
  if (agenda.voteForm === "AGAINST") return agenda.voteType === "MONO" ? "찬반 투표" : "찬반 투표 (후보별)";
  return agenda.voteType === "MONO" ? "선택 투표 (1명 선택)" : `선택 투표 (${agenda.selectCount}명까지 선택)`;
}

function Choice({ text }: { text: string }) {
  return (
    <Box
      component="span"
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, px: 1.5, py: 0.5, fontSize: 14, bgcolor: "grey.50" }}
    >
      {text}
    </Box>
  );
}

function AgendaCard({ agenda }: { agenda: MeetAgenda }) {
  return (
    <Paper variant="outlined" component="section" aria-label={`제${agenda.order}호 안건`} sx={{ p: 2 }}>
      <Typography variant="overline" color="primary">{`제${agenda.order}호 안건 · ${voteRuleOf(agenda)}`}</Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {agenda.name}
      </Typography>
      {agenda.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line", mt: 0.5 }}>
          {agenda.description}
        </Typography>
      )}
      {agenda.attachFile && (
        <Box sx={{ mt: 1 }}>
          <MeetFileLink file={agenda.attachFile} />
        </Box>
      )}
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, mt: 1.5, display: "grid", gap: 1 }}>
        {agenda.candidates.map((candidate) => (
          <Box
            component="li"
            key={candidate.candidateSeq}
            sx={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              gap: 1,
              borderTop: 1,
              borderColor: "divider",
              pt: 1,
            }}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 160 }}>{`${candidate.no}. ${candidate.name}`}</Typography>
            {candidate.attachFile && <MeetFileLink file={candidate.attachFile} />}
            <Box sx={{ flexGrow: 1 }} />
            {agenda.voteForm === "AGAINST" ? (
              AGAINST_CHOICES.map((choice, i) => (
                <Choice key={choice} text={`${AGAINST_CHOICE_LABELS[choice]}=${i + 1}`} />
              ))
            ) : (
              <Choice text="선택" />
            )}
            {candidate.description && (
              <Typography variant="body2" color="text.secondary" sx={{ width: "100%", whiteSpace: "pre-line" }}>
                {candidate.description}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** 투표 보기: the agendas and choices as the voters' ballot shows them, read-only (no one's choices). */
export function MeetVoteViewDialog(props: { unionSeq: number; meet: MeetDetail; onClose: () => void }) {
  const titleId = useId();
  const agendas = useQuery(meetAgendasQuery(props.unionSeq, props.meet.meetSeq));
  if (agendas.error) throw agendas.error;
  const extra = props.meet.voteAdditional;
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{`${T.viewVote} · ${props.meet.name}`}</DialogTitle>
      <DialogContent dividers>
        {!agendas.data ? (
          <PageLoading />
        ) : (
          <Box sx={{ display: "grid", gap: 2 }}>
            {agendas.data.map((agenda) => (
              <AgendaCard key={agenda.agendaSeq} agenda={agenda} />
            ))}
            {extra.isVoteAdditionalInputEnabled && (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{extra.voteAdditionalTitle}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
                  {extra.voteAdditionalContent}
                </Typography>
              </Paper>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
