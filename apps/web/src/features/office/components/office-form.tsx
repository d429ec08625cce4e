import { zodResolver } from "@hookform/resolvers/zod";
import {
  OFFICE_ADDRESS_MAX,
  OFFICE_DETAIL_ADDRESS_MAX,
  OFFICE_EMAIL_MAX,
  OFFICE_MANAGER_NAME_MAX,
  OFFICE_NAME_MAX,
  OFFICE_PHONE_MAX_DIGITS,
  OFFICE_ZIP_NO_MAX_DIGITS,
  type OfficeBody,
  OfficeBodySchema,
  type OfficeInput,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import { useForm } from "react-hook-form";
import { FormDigitsField } from "../../../ui/digits-field";
import { FormTextField } from "../../../ui/form-fields";
import { useInvalidAlert } from "../../../ui/use-invalid-alert";
import { OFFICE_FIELD_LABELS as L } from "../office-labels";

export const OFFICE_FORM_ID = "office-form";

export type OfficeFormProps = {
  defaultValues: OfficeBody;
  isDisabled: boolean;
  onSubmit: (office: OfficeInput) => void;
};

/** Office edit fields (spec 01 §5: name and phone required, phones digits only up to 11); errors go to 알림. */
export function OfficeForm({ defaultValues, isDisabled, onSubmit }: OfficeFormProps) {
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<OfficeBody>();
  const { control, handleSubmit } = useForm<OfficeBody, unknown, OfficeInput>({
    resolver: zodResolver(OfficeBodySchema),
    defaultValues,
  });

  return (
    <Box component="form" id={OFFICE_FORM_ID} noValidate ref={formRef} onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <Box
        component="fieldset"
        disabled={isDisabled}
        sx={{ border: 0, p: 0, m: 0, pt: 1, display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}
      >
        <FormTextField
          control={control}
          name="name"
          label={L.name}
          required
          maxLength={OFFICE_NAME_MAX}
          sx={{ gridColumn: "1 / -1" }}
        />
        <FormDigitsField
          control={control}
          name="phoneNo"
          label={L.phoneNo}
          required
          placeholder="0212345678"
          maxDigits={OFFICE_PHONE_MAX_DIGITS}
        />
        <FormDigitsField
          control={control}
          name="faxNo"
          label={L.faxNo}
          placeholder="0212345679"
          maxDigits={OFFICE_PHONE_MAX_DIGITS}
        />
        <FormTextField
          control={control}
          name="email"
          label={L.email}
          type="email"
          maxLength={OFFICE_EMAIL_MAX}
          sx={{ gridColumn: "1 / -1" }}
        />
        <FormDigitsField control={control} name="address.zipNo" label={L.zipNo} maxDigits={OFFICE_ZIP_NO_MAX_DIGITS} />
        <Box />
        <FormTextField
          control={control}
          name="address.address"
          label={L.address}
          maxLength={OFFICE_ADDRESS_MAX}
          sx={{ gridColumn: "1 / -1" }}
        />
        <FormTextField
          control={control}
          name="address.detailAddress"
          label={L.detailAddress}
          maxLength={OFFICE_DETAIL_ADDRESS_MAX}
          sx={{ gridColumn: "1 / -1" }}
        />
        <FormTextField control={control} name="managerName" label={L.managerName} maxLength={OFFICE_MANAGER_NAME_MAX} />
        <FormDigitsField
          control={control}
          name="managerPhoneNo"
          label={L.managerPhoneNo}
          placeholder="01012345678"
          maxDigits={OFFICE_PHONE_MAX_DIGITS}
        />
      </Box>
      {alertDialog}
    </Box>
  );
}
