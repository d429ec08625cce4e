import { MAX_SUB_PHONES, type OwnerBody, type OwnerInput } from "@johap/contracts";
import Add from "@mui/icons-material/Add";
import RemoveCircleOutlined from "@mui/icons-material/RemoveCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useFieldArray, useFormContext } from "react-hook-form";
import { PHONE_MAX_DIGITS } from "../../../../lib/digits";
import { FormDigitsField } from "../../../../ui/digits-field";
import { FormCheckbox, FormTextField } from "../../../../ui/form-fields";
import { FormSection } from "../form-section";
import { emptySubPhone } from "./owner-form-values";

const ROW = {
  display: "grid",
  gridTemplateColumns: "minmax(180px, 240px) auto minmax(200px, 1fr) 40px",
  gap: 2,
  alignItems: "center",
};

/** 연락처: the main phone and up to 4 more, digits only (spec 01 §5). */
export function OwnerPhonesSection() {
  const { control } = useFormContext<OwnerBody, unknown, OwnerInput>();
  const subPhones = useFieldArray({ control, name: "subPhones" });
  const isFull = subPhones.fields.length >= MAX_SUB_PHONES;
  return (
    <FormSection
      title="연락처"
      action={
        <Button size="small" startIcon={<Add />} disabled={isFull} onClick={() => subPhones.append(emptySubPhone())}>
          연락처 추가
        </Button>
      }
    >
      <Box sx={{ display: "grid", gap: 2 }}>
        <Box sx={ROW}>
          <FormDigitsField
            control={control}
            name="mainPhone.phoneNo"
            label="대표 연락처"
            placeholder="01012345678"
            maxDigits={PHONE_MAX_DIGITS}
          />
          <FormCheckbox control={control} name="mainPhone.isContactAllowed" label="연락 동의" />
        </Box>
        {subPhones.fields.map((phone, index) => (
          <Box key={phone.id} sx={ROW}>
            <FormDigitsField
              control={control}
              name={`subPhones.${index}.phoneNo`}
              label={`추가 연락처 ${index + 1}`}
              required
              maxDigits={PHONE_MAX_DIGITS}
            />
            <FormCheckbox control={control} name={`subPhones.${index}.isContactAllowed`} label="연락 동의" />
            <FormTextField
              control={control}
              name={`subPhones.${index}.memo`}
              label={`추가 연락처 ${index + 1} 메모`}
              maxLength={30}
            />
            <IconButton aria-label={`추가 연락처 ${index + 1} 삭제`} onClick={() => subPhones.remove(index)}>
              <RemoveCircleOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
