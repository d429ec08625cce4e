import { zodResolver } from "@hookform/resolvers/zod";
import {
  OFFICE_EMAIL_MAX,
  OFFICE_MANAGER_NAME_MAX,
  OFFICE_PHONE_MAX_DIGITS,
  type OfficeManagerBody,
  OfficeManagerBodySchema,
  type OfficeManagerInput,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useForm } from "react-hook-form";
import { FormDigitsField } from "../../../ui/digits-field";
import { FormTextField } from "../../../ui/form-fields";
import { useInvalidAlert } from "../../../ui/use-invalid-alert";
import { useCreateOfficeManagerMutation } from "../api/office-mutations";
import { MANAGER_FIELD_LABELS as L } from "../office-labels";

const MANAGER_FORM_ID = "office-manager-form";
const EMPTY_MANAGER: OfficeManagerBody = { name: "", phoneNo: "", email: "" };

/**
 * 담당자 등록 (spec 01 §5): name required; phone required, 10-11 digits, non-digits stripped while typing
 * and capped at 11; email valid. The first error shows in 알림.
 */
export function OfficeManagerDialog({ unionSeq, onClose }: { unionSeq: number; onClose: () => void }) {
  const create = useCreateOfficeManagerMutation(unionSeq);
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<OfficeManagerBody>();
  const { control, handleSubmit } = useForm<OfficeManagerBody, unknown, OfficeManagerInput>({
    resolver: zodResolver(OfficeManagerBodySchema),
    defaultValues: EMPTY_MANAGER,
  });
  const handleValid = (manager: OfficeManagerInput) => create.mutate(manager, { onSuccess: onClose });

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="office-manager-dialog-title"
    >
      <DialogTitle id="office-manager-dialog-title">담당자 등록</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={MANAGER_FORM_ID}
          noValidate
          ref={formRef}
          onSubmit={handleSubmit(handleValid, onInvalid)}
        >
          <Box
            component="fieldset"
            disabled={create.isPending}
            sx={{ border: 0, p: 0, m: 0, pt: 1, display: "grid", gap: 2 }}
          >
            <FormTextField control={control} name="name" label={L.name} required maxLength={OFFICE_MANAGER_NAME_MAX} />
            <FormDigitsField
              control={control}
              name="phoneNo"
              label={L.phoneNo}
              required
              placeholder="01012345678"
              maxDigits={OFFICE_PHONE_MAX_DIGITS}
            />
            <FormTextField control={control} name="email" label={L.email} type="email" maxLength={OFFICE_EMAIL_MAX} />
          </Box>
        </Box>
        {alertDialog}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={create.isPending}>
          취소
        </Button>
        <Button type="submit" form={MANAGER_FORM_ID} variant="contained" disabled={create.isPending}>
          등록
        </Button>
      </DialogActions>
    </Dialog>
  );
}
