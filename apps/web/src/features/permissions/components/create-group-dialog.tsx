import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateManagerGroupBody,
  CreateManagerGroupBodySchema,
  MANAGER_GROUP_NAME_MAX,
  type ManagerGroup,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { firstErrorMessage } from "../../../lib/first-error-message";
import { AlertDialog } from "../../../ui/alert-dialog";
import { FormTextField } from "../../../ui/form-fields";
import { useCreateGroupMutation } from "../api/permissions-mutations";

export type CreateGroupDialogProps = {
  targetServiceId: number;
  onCreated: (group: ManagerGroup) => void;
  onClose: () => void;
};

/** 그룹 추가: a name is required (spec 01 §5). */
export function CreateGroupDialog({ targetServiceId, onCreated, onClose }: CreateGroupDialogProps) {
  const create = useCreateGroupMutation(targetServiceId);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<
    CreateManagerGroupBody,
    unknown,
    z.output<typeof CreateManagerGroupBodySchema>
  >({
    resolver: zodResolver(CreateManagerGroupBodySchema),
    defaultValues: { serviceType: "OMS", name: "" },
  });
  const onSubmit = handleSubmit(
    (body) => create.mutate(body, { onSuccess: onCreated }),
    (errors) => setAlert(firstErrorMessage(errors)),
  );
  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="create-group-title"
    >
      <DialogTitle id="create-group-title">그룹 추가</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <fieldset disabled={create.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
            <FormTextField
              control={control}
              name="name"
              label="그룹명"
              size="small"
              fullWidth
              autoFocus
              maxLength={MANAGER_GROUP_NAME_MAX}
              sx={{ mt: 1 }}
            />
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={create.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            추가
          </Button>
        </DialogActions>
      </form>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
