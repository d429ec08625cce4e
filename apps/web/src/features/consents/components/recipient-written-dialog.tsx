import { zodResolver } from "@hookform/resolvers/zod";
import { type ConsentRecipient, type ElectronicConsent, CONSENT_MESSAGES as M } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { firstErrorMessage } from "../../../lib/first-error-message";
import { dateTimeInputValue, formatDateTime, instantOfInput } from "../../../lib/format-date";
import { AlertDialog } from "../../../ui/alert-dialog";
import { FormTextField } from "../../../ui/form-fields";
import { useWrittenConsentMutation } from "../api/consents-recipients-mutations";

/** The latest submission date: the lesser of now and the consent's end (spec 02 §5). */
export const writtenLimit = (consent: Pick<ElectronicConsent, "endedAt">, now: Date) =>
  new Date(Math.min(now.getTime(), consent.endedAt ? Date.parse(consent.endedAt) : Number.POSITIVE_INFINITY));

/**
 * 서면 동의 등록's form (spec 02 §5): the submission date is required, not before the consent's start
 * and not after the lesser of now and its end; a CERTIFIED template's serial number is digits.
 */
export function writtenFormSchema(consent: Pick<ElectronicConsent, "startedAt" | "endedAt" | "template">, now: Date) {
  const isCertified = consent.template.templateType === "CERTIFIED";
  return z.object({ submittedAt: z.string(), certifiedNo: z.string() }).superRefine((values, ctx) => {
    const at = instantOfInput(values.submittedAt);
    if (!at) {
      ctx.addIssue({ code: "custom", path: ["submittedAt"], message: M.submittedAtRequired });
      return;
    }
    // The input has minutes: a start at 10:00:30 is reached by 10:00 of the same minute.
    const start = Math.floor(Date.parse(consent.startedAt) / 60_000) * 60_000;
    if (Date.parse(at) < start) {
      ctx.addIssue({ code: "custom", path: ["submittedAt"], message: M.submittedAtBeforeStart });
    } else if (Date.parse(at) > writtenLimit(consent, now).getTime()) {
      ctx.addIssue({ code: "custom", path: ["submittedAt"], message: M.submittedAtAfterLimit });
    }
    if (isCertified && !/^\d+$/.test(values.certifiedNo.trim())) {
      ctx.addIssue({ code: "custom", path: ["certifiedNo"], message: M.certifiedNoInvalid });
    }
  });
}
type WrittenForm = z.infer<ReturnType<typeof writtenFormSchema>>;

/** 서면 동의 등록: the date the owner's paper consent was received (and the seal certificate's serial number). */
export function RecipientWrittenDialog(props: {
  unionSeq: number;
  consent: ElectronicConsent;
  recipient: ConsentRecipient;
  onClose: () => void;
}) {
  const { consent, recipient } = props;
  const [now] = useState(() => new Date());
  const isCertified = consent.template.templateType === "CERTIFIED";
  const written = useWrittenConsentMutation(props.unionSeq, consent.consentSeq);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<WrittenForm>({
    resolver: zodResolver(writtenFormSchema(consent, now)),
    defaultValues: { submittedAt: dateTimeInputValue(writtenLimit(consent, now)), certifiedNo: "" },
  });
  const onSubmit = handleSubmit(
    (values) =>
      written.mutate(
        {
          recipientSeq: recipient.recipientSeq,
          submittedAt: instantOfInput(values.submittedAt)!,
          certifiedNo: isCertified ? values.certifiedNo.trim() : null,
        },
        { onSuccess: props.onClose },
      ),
    (errors) => setAlert(firstErrorMessage(errors, ["submittedAt", "certifiedNo"])),
  );
  return (
    <Dialog
      open
      onClose={written.isPending ? undefined : props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="written-title"
    >
      <DialogTitle id="written-title">서면 동의 등록</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <fieldset disabled={written.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
            <Stack spacing={2}>
              <Typography variant="body2">
                {recipient.registers.unionRegisterNo} {recipient.registers.name.name}
              </Typography>
              <FormTextField
                control={control}
                name="submittedAt"
                type="datetime-local"
                label="제출일자"
                size="small"
                fullWidth
                helperText={`${formatDateTime(consent.startedAt)} ~ ${formatDateTime(writtenLimit(consent, now).toISOString())}`}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    min: dateTimeInputValue(new Date(consent.startedAt)),
                    max: dateTimeInputValue(writtenLimit(consent, now)),
                  },
                }}
              />
              {isCertified && (
                <FormTextField
                  control={control}
                  name="certifiedNo"
                  label="일련번호"
                  size="small"
                  fullWidth
                  maxLength={30}
                  helperText="인감증명서의 발급 일련번호(숫자)"
                  slotProps={{ htmlInput: { inputMode: "numeric" } }}
                />
              )}
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={props.onClose} disabled={written.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={written.isPending}>
            등록
          </Button>
        </DialogActions>
      </form>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
