import {
  AGENDA_DESCRIPTION_MAX,
  AGENDA_KIND_LABELS,
  AGENDA_KINDS,
  AGENDA_NAME_MAX,
  type AgendaKind,
  CANDIDATE_DESCRIPTION_MAX,
  CANDIDATE_NAME_MAX,
  VOTE_FORMS,
  VOTE_TYPES,
  type VoteForm,
  type VoteType,
} from "@johap/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type AgendaValues, type CandidateValues, newAgenda, newCandidate } from "../open-form-values";
import { VOTE_FORM_LABELS, VOTE_TYPE_LABELS } from "../open-labels";
import { IMAGE_EXTENSIONS, MeetFileButton, NOTICE_EXTENSIONS } from "./meet-file-button";

type Props = {
  unionSeq: number;
  agendas: AgendaValues[];
  onChange: (agendas: AgendaValues[]) => void;
  onAlert: (message: string) => void;
};

/**
 * 안건 (spec 03 §5 "Agenda"): each agenda's number, vote form and type, select count, kind (안건 종류: the quorum
 * rules it falls under) and candidates with images.
 */
export function AgendasEditor({ unionSeq, agendas, onChange, onAlert }: Props) {
  const update = (key: string, patch: Partial<AgendaValues>) =>
    onChange(agendas.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  const nextOrder = Math.max(0, ...agendas.map((a) => a.order)) + 1;
  return (
    <Paper
      component="section"
      aria-label="안건"
      variant="outlined"
      sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}
    >
      <Box sx={{ display: "flex", alignItems: "center" }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          안건
        </Typography>
        <Button variant="outlined" onClick={() => onChange([...agendas, newAgenda(nextOrder)])}>
          안건 추가
        </Button>
      </Box>
      {agendas.map((agenda, index) => (
        <AgendaCard
          key={agenda.key}
          index={index}
          unionSeq={unionSeq}
          agenda={agenda}
          canRemove={agendas.length > 1}
          onChange={(patch) => update(agenda.key, patch)}
          onRemove={() => onChange(agendas.filter((a) => a.key !== agenda.key))}
          onAlert={onAlert}
        />
      ))}
    </Paper>
  );
}

function AgendaCard(props: {
  index: number;
  unionSeq: number;
  agenda: AgendaValues;
  canRemove: boolean;
  onChange: (patch: Partial<AgendaValues>) => void;
  onRemove: () => void;
  onAlert: (message: string) => void;
}) {
  const { index, unionSeq, agenda, canRemove, onChange, onRemove, onAlert } = props;
  const label = `${index + 1}번째 안건`;
  const setCandidate = (key: string, patch: Partial<CandidateValues>) =>
    onChange({ candidates: agenda.candidates.map((c) => (c.key === key ? { ...c, ...patch } : c)) });
  const isMultiSelect = agenda.voteForm === "SELECT" && agenda.voteType === "MULTI";
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1.5, p: 2, display: "grid", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}>
        <TextField
          size="small"
          label="안건 순번"
          value={String(agenda.order)}
          onChange={(event) => onChange({ order: Number(event.target.value.replace(/\D/g, "").slice(0, 3)) || 0 })}
          sx={{ width: 100 }}
        />
        <TextField
          size="small"
          label="안건명"
          required
          value={agenda.name}
          onChange={(event) => onChange({ name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: AGENDA_NAME_MAX } }}
          sx={{ flexGrow: 1, minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label="투표 형식"
          value={agenda.voteForm}
          onChange={(event) => onChange({ voteForm: event.target.value as VoteForm })}
          sx={{ width: 130 }}
        >
          {VOTE_FORMS.map((form) => (
            <MenuItem key={form} value={form}>
              {VOTE_FORM_LABELS[form]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="투표 유형"
          value={agenda.voteType}
          onChange={(event) => onChange({ voteType: event.target.value as VoteType })}
          sx={{ width: 100 }}
        >
          {VOTE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {VOTE_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        {isMultiSelect && (
          <TextField
            size="small"
            label="복수선택 수"
            value={String(agenda.selectCount)}
            onChange={(event) =>
              onChange({ selectCount: Number(event.target.value.replace(/\D/g, "").slice(0, 2)) || 0 })
            }
            sx={{ width: 110 }}
          />
        )}
        <TextField
          select
          size="small"
          label="안건 종류"
          value={agenda.agendaKind}
          onChange={(event) => onChange({ agendaKind: event.target.value as AgendaKind })}
          title="의사·의결정족수 기준"
          sx={{ width: 210 }}
        >
          {AGENDA_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {AGENDA_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={`${label} 삭제`} onClick={onRemove} disabled={!canRemove}>
          <DeleteOutline />
        </IconButton>
      </Box>
      <TextField
        size="small"
        label="안건 설명"
        multiline
        minRows={2}
        value={agenda.description}
        onChange={(event) => onChange({ description: event.target.value })}
        slotProps={{ htmlInput: { maxLength: AGENDA_DESCRIPTION_MAX } }}
      />
      <MeetFileButton
        unionSeq={unionSeq}
        label={`${label} 첨부파일`}
        extensions={NOTICE_EXTENSIONS}
        kindLabel="PNG, JPG, PDF"
        value={agenda.attachFile}
        onChange={(attachFile) => onChange({ attachFile })}
        onAlert={onAlert}
      />
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        후보 ({agenda.candidates.length})
      </Typography>
      {agenda.candidates.map((candidate, c) => (
        <Box key={candidate.key} sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="body2" sx={{ width: 24 }}>
            {c + 1}
          </Typography>
          <TextField
            size="small"
            label={`${label} 후보 ${c + 1} 이름`}
            required
            value={candidate.name}
            onChange={(event) => setCandidate(candidate.key, { name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: CANDIDATE_NAME_MAX } }}
            sx={{ width: 220 }}
          />
          <TextField
            size="small"
            label="후보 설명"
            value={candidate.description}
            onChange={(event) => setCandidate(candidate.key, { description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: CANDIDATE_DESCRIPTION_MAX } }}
            sx={{ flexGrow: 1, minWidth: 200 }}
          />
          <MeetFileButton
            unionSeq={unionSeq}
            label={`${label} 후보 ${c + 1} 이미지`}
            extensions={IMAGE_EXTENSIONS}
            kindLabel="PNG, JPG"
            value={candidate.image}
            onChange={(image) => setCandidate(candidate.key, { image })}
            onAlert={onAlert}
          />
          <IconButton
            aria-label={`${label} 후보 ${c + 1} 삭제`}
            disabled={agenda.candidates.length <= 1}
            onClick={() => onChange({ candidates: agenda.candidates.filter((x) => x.key !== candidate.key) })}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" onClick={() => onChange({ candidates: [...agenda.candidates, newCandidate()] })}>
          후보 추가
        </Button>
      </Box>
    </Box>
  );
}
