import { zodResolver } from "@hookform/resolvers/zod";
import {
  ATTEND_EXPECTED_TYPES,
  type MeetOnsiteVote,
  MEET_ONSITE_MESSAGES as O,
  WRITTEN_SUBMISSION_STATUSES,
  WRITTEN_SUBMISSION_TYPES,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { firstErrorMessage } from "../../../../lib/first-error-message";
import { dateTimeInputValue, formatDateTime, instantOfInput } from "../../../../lib/format-date";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { FormTextField } from "../../../../ui/form-fields";
import { useRegisterWritten, useSetAttendExpected } from "../api/onsite-mutations";
import {
  ATTEND_EXPECTED_LABELS,
  ONSITE_TEXTS as T,
  WRITTEN_STATUS_LABELS,
  WRITTEN_TYPE_LABELS,
} from "../onsite-labels";

/** The written submission form: method, submitter, and a time within the submission period, not after now. */
export function writtenFormSchema(onsite: Pick<MeetOnsiteVote, "submissionStartAt" | "submissionEndAt">, now: Date) {
  return z
    .object({
      writtenSubmissionType: z.enum(WRITTEN_SUBMISSION_TYPES, { error: O.writtenTypeRequired }),
      writtenSubmissionStatus: z.enum(WRITTEN_SUBMISSION_STATUSES, { error: O.writtenStatusRequired }),
      writtenSubmissionAt: z.string(),
    })
    .superRefine((values, ctx) => {
      const at = instantOfInput(values.writtenSubmissionAt);
      if (!at) {
        ctx.addIssue({ code: "custom", path: ["writtenSubmissionAt"], message: O.dateTimeInvalid });
        return;
      }
      // The input has minutes: a start at 10:00:30 is reached by 10:00 of the same minute.
      const start = Math.floor(Date.parse(onsite.submissionStartAt) / 60_000) * 60_000;
      if (Date.parse(at) > now.getTime() + 60_000) {
        ctx.addIssue({ code: "custom", path: ["writtenSubmissionAt"], message: O.writtenInFuture });
      } else if (Date.parse(at) < start || Date.parse(at) > Date.parse(onsite.submissionEndAt)) {
        ctx.addIssue({ code: "custom", path: ["writtenSubmissionAt"], message: O.writtenOutOfPeriod });
      }
    });
}
type WrittenForm = z.input<ReturnType<typeof writtenFormSchema>>;

type VotersDialogProps = {
  unionSeq: number;
  meetSeq: number;
  /** Who the change is for: one voter's name, or the count of the selected ones. */
  voterLabel: string;
  meetParticipantSeqs: number[];
  onClose: () => void;
};

/** 서면 제출 등록 (spec 03 §2.3): 제출 방법 (직접, 등기, 담당자), 제출자 (본인, 대리인, 불참), 제출 일시. */
export function WrittenSubmitDialog(props: VotersDialogProps & { onsite: MeetOnsiteVote }) {
  const titleId = useId();
  const [now] = useState(() => new Date());
  const [alert, setAlert] = useState<string | null>(null);
  const register = useRegisterWritten(props.unionSeq, props.meetSeq);
  const end = new Date(Math.min(now.getTime(), Date.parse(props.onsite.submissionEndAt)));
  const { control, handleSubmit } = useForm<WrittenForm>({
    resolver: zodResolver(writtenFormSchema(props.onsite, now)),
    defaultValues: {
      writtenSubmissionType: undefined,
      writtenSubmissionStatus: undefined,
      writtenSubmissionAt: dateTimeInputValue(end),
    },
  });
  const onSubmit = handleSubmit(
    (values) =>
      register.mutate(
        {
          meetParticipantSeqs: props.meetParticipantSeqs,
          writtenSubmissionType: values.writtenSubmissionType!,
          writtenSubmissionStatus: values.writtenSubmissionStatus!,
          writtenSubmissionAt: instantOfInput(values.writtenSubmissionAt),
        },
        {
          onSuccess: () => {
            notifySuccess(O.writtenRegistered);
            props.onClose();
          },
        },
      ),
    (errors) =>
      setAlert(firstErrorMessage(errors, ["writtenSubmissionType", "writtenSubmissionStatus", "writtenSubmissionAt"])),
  );
  return (
    <Dialog
      open
      onClose={register.isPending ? undefined : props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{T.registerWritten}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <fieldset disabled={register.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
            <Stack spacing={2}>
              <Typography variant="body2">{props.voterLabel}</Typography>
              <Controller
                control={control}
                name="writtenSubmissionType"
                render={({ field }) => (
                  <ChoiceGroup
                    label="제출 방법"
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    options={WRITTEN_SUBMISSION_TYPES.map((code) => [code, WRITTEN_TYPE_LABELS[code]])}
                  />
                )}
              />
              <Controller
                control={control}
                name="writtenSubmissionStatus"
                render={({ field }) => (
                  <ChoiceGroup
                    label="제출자"
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    options={WRITTEN_SUBMISSION_STATUSES.map((code) => [code, WRITTEN_STATUS_LABELS[code]])}
                  />
                )}
              />
              <FormTextField
                control={control}
                name="writtenSubmissionAt"
                type="datetime-local"
                label="제출 일시"
                size="small"
                fullWidth
                helperText={`제출 기간 ${formatDateTime(props.onsite.submissionStartAt)} ~ ${formatDateTime(props.onsite.submissionEndAt)}`}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    min: dateTimeInputValue(new Date(props.onsite.submissionStartAt)),
                    max: dateTimeInputValue(end),
                  },
                }}
              />
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={register.isPending} color="inherit">
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={register.isPending}>
            등록
          </Button>
        </DialogActions>
      </form>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Dialog>
  );
}

/** 참석 예정 변경: 예정, 거부, 미정, 미응답 for the voters. */
export function AttendExpectedDialog(props: VotersDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useSetAttendExpected(props.unionSeq, props.meetSeq);
  const handleSave = () => {
    const type = ATTEND_EXPECTED_TYPES.find((code) => code === value);
    if (!type) {
      setAlert(O.attendExpectedRequired);
      return;
    }
    mutation.mutate(
      { meetParticipantSeqs: props.meetParticipantSeqs, attendExpectedType: type },
      {
        onSuccess: () => {
          notifySuccess(O.saved);
          props.onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{T.setAttendExpected}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          <Typography variant="body2">{props.voterLabel}</Typography>
          <ChoiceGroup
            label="참석 예정"
            value={value}
            onChange={setValue}
            options={ATTEND_EXPECTED_TYPES.map((code) => [code, ATTEND_EXPECTED_LABELS[code]])}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={mutation.isPending} color="inherit">
          취소
        </Button>
        <Button onClick={handleSave} variant="contained" disabled={mutation.isPending}>
          저장
        </Button>
      </DialogActions>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Dialog>
  );
}

function ChoiceGroup(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([code, label]) => (
          <FormControlLabel key={code} value={code} control={<Radio size="small" />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
