import {
  AGAINST_CHOICE_LABELS,
  AGAINST_CHOICES,
  AGENDA_KIND_LABELS,
  MEET_METHOD_LABELS,
  MEET_TYPE_LABELS,
  OPEN_TYPE_LABELS,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatNumber } from "../../../../lib/format";
import type { MeetInfoValues, OpenVotersState } from "../open-form-values";
import { VOTE_FORM_LABELS, VOTE_TYPE_LABELS } from "../open-labels";

const local = (value: string) => value.replace("T", " ");

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** Step 3's preview (spec 03 §2.7): the meeting as it will open, an against vote's choices numbered 찬성=1, 반대=2, 기권=3. */
export function MeetPreview({ voters, values }: { voters: OpenVotersState; values: MeetInfoValues }) {
  const virtual =
    voters.isMock && voters.totalParticipantCount !== null
      ? voters.totalParticipantCount - voters.unionRegisterSeqs.length
      : 0;
  return (
    <Paper
      component="section"
      aria-label="미리보기"
      variant="outlined"
      sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        미리보기
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "140px 1fr", rowGap: 1, m: 0 }}>
        <Item label="총회명">
          {values.name} {voters.isMock && <Chip size="small" color="warning" label="모의 총회" />}
        </Item>
        <Item label="개설 구분">{OPEN_TYPE_LABELS[voters.openType]}</Item>
        <Item label="투표 방식">{MEET_METHOD_LABELS[values.meetMethod]}</Item>
        <Item label="총회 구분">{MEET_TYPE_LABELS[values.meetType]}총회</Item>
        <Item label="소집권자">{values.moverName}</Item>
        <Item label="선거인 수">
          {formatNumber(voters.unionRegisterSeqs.length)}명
          {virtual > 0 ? ` (가상 선거인 ${formatNumber(virtual)}명 별도)` : ""}
        </Item>
        {values.meetMethod !== "ONSITE" && (
          <Item label="전자투표 기간">
            {local(values.voteStartAt)} ~ {local(values.voteEndAt)}
          </Item>
        )}
        {values.meetMethod !== "ELECTRONIC" && (
          <>
            <Item label="서면 제출 기간">
              {local(values.submissionStartAt)} ~ {local(values.submissionEndAt)}
            </Item>
            <Item label="총회 일시">{local(values.meetAt)}</Item>
            <Item label="총회 장소">
              {values.roadAddress} {values.detailAddress}
            </Item>
          </>
        )}
      </Box>
      {[...values.agendas]
        .sort((a, b) => a.order - b.order)
        .map((agenda) => (
          <Box key={agenda.key} sx={{ border: 1, borderColor: "divider", borderRadius: 1.5, p: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>
              제{agenda.order}호 안건 · {agenda.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {VOTE_FORM_LABELS[agenda.voteForm]} ({VOTE_TYPE_LABELS[agenda.voteType]}
              {agenda.voteForm === "SELECT" && agenda.voteType === "MULTI" ? `, ${agenda.selectCount}명 선택` : ""})
              {" · "}
              {AGENDA_KIND_LABELS[agenda.agendaKind]}
            </Typography>
            {agenda.voteForm === "AGAINST" ? (
              agenda.candidates.map((candidate) => (
                <Box
                  key={candidate.key}
                  sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 0.5 }}
                >
                  <Typography variant="body2" sx={{ minWidth: 140 }}>
                    {candidate.name}
                  </Typography>
                  {AGAINST_CHOICES.map((choice, i) => (
                    <Chip
                      key={choice}
                      size="small"
                      variant="outlined"
                      label={`${AGAINST_CHOICE_LABELS[choice]}=${i + 1}`}
                    />
                  ))}
                </Box>
              ))
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {agenda.candidates.map((candidate) => (
                  <li key={candidate.key}>
                    <Typography variant="body2">
                      {candidate.name}
                      {candidate.image ? " (이미지)" : ""}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
    </Paper>
  );
}
