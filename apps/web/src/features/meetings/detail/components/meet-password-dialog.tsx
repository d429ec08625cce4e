import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ChangeMeetPasswordForm,
  ChangeMeetPasswordFormSchema,
  MEET_MESSAGES,
  MEET_NEW_PASSWORD_MAX,
  MEET_PASSWORD_MAX,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { notifySuccess } from "../../../../lib/notify";
import { FormTextField } from "../../../../ui/form-fields";
import { useInvalidAlert } from "../../../../ui/use-invalid-alert";
import { useChangeMeetPassword } from "../api/meet-mutations";
import { MEET_DETAIL_TEXTS as T } from "../meet-detail-labels";

const EMPTY: ChangeMeetPasswordForm = { previousPassword: "", password: "", passwordConfirm: "" };

/**
 * 비밀번호 변경 (spec 03 §5): three fields, each at least 4 characters, the new one at most 10, the re-entry equal
 * to it (새 비밀번호가 일치하지 않습니다.); a wrong current password is the server's 입력한 비밀번호가 일치하지 않습니다.
 */
export function MeetPasswordDialog(props: { unionSeq: number; meetSeq: number; onClose: () => void }) {
  const titleId = useId();
  const change = useChangeMeetPassword(props.unionSeq, props.meetSeq);
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<ChangeMeetPasswordForm>();
  const form = useForm<ChangeMeetPasswordForm>({
    defaultValues: EMPTY,
    resolver: zodResolver(ChangeMeetPasswordFormSchema),
  });

  const handleValid = (values: ChangeMeetPasswordForm) =>
    change.mutate(
      { previousPassword: values.previousPassword, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(MEET_MESSAGES.passwordChanged);
          props.onClose();
        },
      },
    );

  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(handleValid, onInvalid)}>
        <DialogTitle id={titleId}>{T.changePassword}</DialogTitle>
        <DialogContent>
          <fieldset disabled={change.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormTextField
                control={form.control}
                name="previousPassword"
                type="password"
                label={T.previousPassword}
                autoComplete="off"
                maxLength={MEET_PASSWORD_MAX}
              />
              <FormTextField
                control={form.control}
                name="password"
                type="password"
                label={T.newPassword}
                autoComplete="new-password"
                maxLength={MEET_NEW_PASSWORD_MAX}
              />
              <FormTextField
                control={form.control}
                name="passwordConfirm"
                type="password"
                label={T.newPasswordConfirm}
                autoComplete="new-password"
                maxLength={MEET_NEW_PASSWORD_MAX}
              />
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={props.onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {T.save}
          </Button>
        </DialogActions>
      </form>
      {alertDialog}
    </Dialog>
  );
}
