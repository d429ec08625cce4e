import { zodResolver } from "@hookform/resolvers/zod";
import { type ConsentRecipient, type ElectronicConsent, CONSENT_MESSAGES as M, todayInSeoul } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { firstErrorMessage } from "../../../lib/first-error-message";
import { dateTimeInputValue, formatDateTime, instantOfInput } from "../../../lib/format-date";
import { AlertDialog } from "../../../ui/alert-dialog";
import { FormTextField } from "../../../ui/form-fields";
import { useWithdrawMutation } from "../api/consents-recipients-mutations";

/**
 * The latest withdrawal date: now, and (but for a public owner's automatic consent) no later than the
 * deadline's day in Korea (spec 02 §4: the deadline is still in range today or later).
 */
export function withdrawLimit(
  recipient: Pick<ConsentRecipient, "activeWithdrawnAt" | "status" | "registers">,
  now: Date,
) {
  const isAutomatic = recipient.registers.ownerType === "PUBLIC" && recipient.status === "AUTO_SUBMITTED";
  if (isAutomatic || !recipient.activeWithdrawnAt) return now;
  // The deadline is a Korean calendar day, as the server compares it.
  const deadlineDayEnd = new Date(`${todayInSeoul(new Date(recipient.activeWithdrawnAt))}T23:59:59+09:00`);
  return deadlineDayEnd < now ? deadlineDayEnd : now;
}

/** 철회하기's form (spec 02 §5): a date required, between the submission and the withdrawal deadline. */
export function withdrawFormSchema(
  recipient: Pick<ConsentRecipient, "activeWithdrawnAt" | "status" | "registers" | "submittedAt">,
  consentStartedAt: string,
  now: Date,
) {
  return z.object({ submittedAt: z.string() }).superRefine((values, ctx) => {
    const at = instantOfInput(values.submittedAt);
    if (!at) {
      ctx.addIssue({ code: "custom", path: ["submittedAt"], message: M.submittedAtRequired });
      return;
    }
    const from = Math.floor(Date.parse(recipient.submittedAt ?? consentStartedAt) / 60_000) * 60_000;
    if (Date.parse(at) < from || Date.parse(at) > withdrawLimit(recipient, now).getTime()) {
      ctx.addIssue({ code: "custom", path: ["submittedAt"], message: M.withdrawnAtOutOfRange });
    }
  });
}

/** 철회하기: the earlier submission no longer counts and its certificate is discarded (spec 02 §4). */
export function RecipientWithdrawDialog(props: {
  unionSeq: number;
  consent: ElectronicConsent;
  recipient: ConsentRecipient;
  onClose: () => void;
}) {
  const { consent, recipient } = props;
  const [now] = useState(() => new Date());
  const withdraw = useWithdrawMutation(props.unionSeq, consent.consentSeq);
  const [alert, setAlert] = useState<string | null>(null);
  const limit = withdrawLimit(recipient, now);
  const { control, handleSubmit } = useForm<{ submittedAt: string }>({
    resolver: zodResolver(withdrawFormSchema(recipient, consent.startedAt, now)),
    defaultValues: { submittedAt: dateTimeInputValue(limit) },
  });
  const onSubmit = handleSubmit(
    (values) =>
      withdraw.mutate(
        { recipientSeq: recipient.recipientSeq, submittedAt: instantOfInput(values.submittedAt)! },
        { onSuccess: props.onClose },
      ),
    (errors) => setAlert(firstErrorMessage(errors)),
  );
  return (
    <Dialog
      open
      onClose={withdraw.isPending ? undefined : props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="withdraw-title"
    >
      <DialogTitle id="withdraw-title">철회하기</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2}>
            <DialogContentText>
              {recipient.registers.unionRegisterNo} {recipient.registers.name.name}님의 제출을 철회합니다. 철회하면 이전
              제출은 무효가 되며 증명서도 폐기됩니다.
            </DialogContentText>
            <fieldset disabled={withdraw.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
              <FormTextField
                control={control}
                name="submittedAt"
                type="datetime-local"
                label="철회일자"
                size="small"
                fullWidth
                helperText={`${formatDateTime(recipient.submittedAt)} ~ ${formatDateTime(limit.toISOString())}`}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    min: dateTimeInputValue(new Date(recipient.submittedAt ?? consent.startedAt)),
                    max: dateTimeInputValue(limit),
                  },
                }}
              />
            </fieldset>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={props.onClose} disabled={withdraw.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={withdraw.isPending}>
            철회
          </Button>
        </DialogActions>
      </form>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
