import {
  MEET_METHOD_LABELS,
  MEET_METHODS,
  MEET_MOVER_NAME_MAX,
  MEET_NAME_MAX,
  MEET_PASSWORD_MAX,
  MEET_TYPE_LABELS,
  MEET_TYPES,
  type MeetMethod,
  type MeetType,
  VOTE_ADDITIONAL_CONTENT_MAX,
  VOTE_ADDITIONAL_TITLE_MAX,
} from "@johap/contracts";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import type { MeetInfoValues } from "../open-form-values";
import { MeetFileButton, NOTICE_EXTENSIONS, PDF_EXTENSIONS } from "./meet-file-button";
import { Row, Section } from "./section";

export type InfoSectionProps = {
  unionSeq: number;
  values: MeetInfoValues;
  onChange: (patch: Partial<MeetInfoValues>) => void;
  onAlert: (message: string) => void;
};

/** 총회 정보 (spec 03 §5 "Open meeting info"): method, name, convener, type, password twice, files, additional input. */
export function MeetInfoSection({ unionSeq, values, onChange, onAlert }: InfoSectionProps) {
  const text = (key: keyof MeetInfoValues, label: string, max: number, type = "text") => (
    <TextField
      size="small"
      label={label}
      type={type}
      required
      value={values[key] as string}
      onChange={(event) => onChange({ [key]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <Section title="총회 정보">
      <Row label="투표 방식">
        <RadioGroup
          row
          aria-label="투표 방식"
          value={values.meetMethod}
          onChange={(event) => onChange({ meetMethod: event.target.value as MeetMethod })}
        >
          {MEET_METHODS.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={MEET_METHOD_LABELS[method]} />
          ))}
        </RadioGroup>
      </Row>
      {text("name", "총회명", MEET_NAME_MAX)}
      {text("moverName", "소집권자", MEET_MOVER_NAME_MAX)}
      <TextField
        select
        size="small"
        label="총회 구분"
        value={values.meetType}
        onChange={(event) => onChange({ meetType: event.target.value as MeetType })}
      >
        {MEET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {MEET_TYPE_LABELS[type]}총회
          </MenuItem>
        ))}
      </TextField>
      <span />
      {text("password", "총회 비밀번호", MEET_PASSWORD_MAX, "password")}
      {text("passwordConfirm", "총회 비밀번호 확인", MEET_PASSWORD_MAX, "password")}
      <Row label="공고문">
        <MeetFileButton
          unionSeq={unionSeq}
          label="공고문 파일"
          extensions={NOTICE_EXTENSIONS}
          kindLabel="PNG, JPG, PDF"
          value={values.noticeFile}
          onChange={(noticeFile) => onChange({ noticeFile })}
          onAlert={onAlert}
        />
      </Row>
      <Row label="서면결의서">
        <MeetFileButton
          unionSeq={unionSeq}
          label="서면결의서 파일"
          extensions={PDF_EXTENSIONS}
          kindLabel="PDF"
          value={values.writtenResolutionFile}
          onChange={(writtenResolutionFile) => onChange({ writtenResolutionFile })}
          onAlert={onAlert}
        />
      </Row>
      <Row label="추가 입력 항목">
        <FormControlLabel
          control={
            <Switch
              checked={values.isVoteAdditionalInputEnabled}
              onChange={(event) => onChange({ isVoteAdditionalInputEnabled: event.target.checked })}
            />
          }
          label="투표 시 추가 정보 입력 받기"
        />
      </Row>
      {values.isVoteAdditionalInputEnabled && (
        <>
          {text("voteAdditionalTitle", "추가 입력 항목 제목", VOTE_ADDITIONAL_TITLE_MAX)}
          <TextField
            size="small"
            label="추가 입력 항목 안내"
            value={values.voteAdditionalContent}
            onChange={(event) => onChange({ voteAdditionalContent: event.target.value })}
            slotProps={{ htmlInput: { maxLength: VOTE_ADDITIONAL_CONTENT_MAX } }}
          />
        </>
      )}
    </Section>
  );
}
