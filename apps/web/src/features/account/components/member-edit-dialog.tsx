import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, type Member, NICKNAME_MAX, UpdateMemberBodySchema } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { PHONE_MAX_DIGITS } from "../../../lib/digits";
import { fieldNamesOf, firstErrorMessage } from "../../../lib/first-error-message";
import { notifySuccess } from "../../../lib/notify";
import { AlertDialog } from "../../../ui/alert-dialog";
import { FormDigitsField } from "../../../ui/digits-field";
import { FormTextField } from "../../../ui/form-fields";
import { useUpdateMemberMutation } from "../api/account-mutations";

const MemberFormSchema = UpdateMemberBodySchema.omit({ password: true });
type MemberForm = { nickname: string; phoneNo: string };
const FORM_ID = "member-edit-form";

export type MemberEditDialogProps = {
  member: Member;
  /** The password the member verified on this page; the change checks it again. */
  password: string;
  onClose: () => void;
};

/** 개인정보 수정: nickname and phone (name and birth come from identity verification). */
export function MemberEditDialog({ member, password, onClose }: MemberEditDialogProps) {
  const update = useUpdateMemberMutation(member.memberSeq);
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit } = useForm<MemberForm>({
    resolver: zodResolver(MemberFormSchema),
    defaultValues: { nickname: member.nickname, phoneNo: member.phoneNo },
  });
  const handleValid = (values: MemberForm) =>
    update.mutate(
      { ...values, password },
      {
        onSuccess: () => {
          notifySuccess(ACCOUNT_MESSAGES.memberUpdated);
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="member-edit-title"
    >
      <DialogTitle id="member-edit-title">개인정보 수정</DialogTitle>
      <DialogContent>
        <form
          id={FORM_ID}
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(handleValid, (found) =>
            setAlert(firstErrorMessage(found, fieldNamesOf(formRef.current))),
          )}
        >
          <Stack component="fieldset" disabled={update.isPending} spacing={2} sx={{ border: 0, p: 0, m: 0, pt: 1 }}>
            <FormTextField control={control} name="nickname" label="닉네임" maxLength={NICKNAME_MAX} fullWidth />
            <FormDigitsField control={control} name="phoneNo" label="연락처" maxDigits={PHONE_MAX_DIGITS} fullWidth />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={update.isPending}>
          취소
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={update.isPending}>
          저장
        </Button>
      </DialogActions>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
