import { EVOTE_CONTACT_MAX, EVOTE_DESCRIPTION_MAX, EVOTE_SENDER_NAME_MAX } from "@johap/contracts";
import TextField from "@mui/material/TextField";
import type { MeetInfoValues } from "../open-form-values";
import { Section } from "./section";

type Props = { values: MeetInfoValues; onChange: (patch: Partial<MeetInfoValues>) => void };

function Field(props: {
  values: MeetInfoValues;
  onChange: Props["onChange"];
  name: keyof MeetInfoValues;
  label: string;
  max?: number;
  type?: "text" | "datetime-local";
  isDigits?: boolean;
  isRequired?: boolean;
}) {
  const { values, onChange, name, label, max, type = "text", isDigits = false, isRequired = true } = props;
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      required={isRequired}
      value={values[name] as string}
      onChange={(event) => onChange({ [name]: isDigits ? event.target.value.replace(/\D/g, "") : event.target.value })}
      slotProps={{
        htmlInput: max ? { maxLength: max } : undefined,
        inputLabel: type === "datetime-local" ? { shrink: true } : undefined,
      }}
    />
  );
}

/** 전자투표 (ELECTRONIC, ONSITE_ELECTRONIC): sender, contact, guidance, the voting period. */
export function EvoteSection({ values, onChange }: Props) {
  const f = { values, onChange };
  return (
    <Section title="전자투표 정보">
      <Field {...f} name="senderName" label="발신자명" max={EVOTE_SENDER_NAME_MAX} />
      <Field {...f} name="contactNo" label="문의전화번호" max={EVOTE_CONTACT_MAX} isDigits />
      <Field {...f} name="voteStartAt" label="전자투표 시작일시" type="datetime-local" />
      <Field {...f} name="voteEndAt" label="전자투표 종료일시" type="datetime-local" />
      <TextField
        size="small"
        label="전자투표 안내"
        multiline
        minRows={2}
        value={values.evoteDescription}
        onChange={(event) => onChange({ evoteDescription: event.target.value })}
        slotProps={{ htmlInput: { maxLength: EVOTE_DESCRIPTION_MAX } }}
        sx={{ gridColumn: "1 / -1" }}
      />
    </Section>
  );
}

/** 현장투표 (ONSITE, ONSITE_ELECTRONIC): the written submission period, the meeting time and place, attendance rate. */
export function OnsiteSection({ values, onChange }: Props) {
  const f = { values, onChange };
  return (
    <Section title="현장투표 정보">
      <Field {...f} name="submissionStartAt" label="서면 제출 시작일시" type="datetime-local" />
      <Field {...f} name="submissionEndAt" label="서면 제출 종료일시" type="datetime-local" />
      <Field {...f} name="meetAt" label="총회 일시" type="datetime-local" />
      <Field {...f} name="attendanceRate" label="참석률(%)" max={3} isDigits />
      <Field {...f} name="roadAddress" label="총회 장소 주소" max={200} />
      <Field {...f} name="detailAddress" label="상세 주소" max={100} isRequired={false} />
      <Field
        {...f}
        name="onsiteContactNo"
        label="현장 문의전화번호"
        max={EVOTE_CONTACT_MAX}
        isDigits
        isRequired={false}
      />
    </Section>
  );
}
