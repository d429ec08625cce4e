import { type OwnerBody, type OwnerInput, POSITION_DESCRIPTIONS, type Position } from "@johap/contracts";
import MenuItem from "@mui/material/MenuItem";
import { useFormContext, useWatch } from "react-hook-form";
import { FormNumberField, FormTextField } from "../../../../ui/form-fields";
import { POSITION_LABELS } from "../../register-labels";
import { FieldGrid, FormSection } from "../form-section";
import { ChoiceField, YES_NO } from "./choice-field";

/** 조합원 정보: position and its detail, voting right, sales right and count, memo (spec 01 §4). */
export function OwnerMembershipSection() {
  const { control, setValue } = useFormContext<OwnerBody, unknown, OwnerInput>();
  const position = useWatch({ control, name: "position" }) ?? "NONE";
  const hasVotingRight = useWatch({ control, name: "hasVotingRight" }) ?? true;
  const hasSalesRight = useWatch({ control, name: "hasSalesRight" }) ?? false;

  return (
    <FormSection title="조합원 정보">
      <FieldGrid>
        <FormTextField
          control={control}
          name="position"
          label="직책"
          select
          transform={(value) => {
            setValue("positionDescription", POSITION_DESCRIPTIONS[value as Position]);
            return value;
          }}
        >
          {Object.entries(POSITION_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="positionDescription"
          label="직책상세"
          maxLength={8}
          required={position === "EXECUTIVE"}
          disabled={position === "NONE"}
          slotProps={{ htmlInput: { readOnly: position === "MEMBER" } }}
        />
        <ChoiceField
          label="의결권"
          value={hasVotingRight}
          options={YES_NO}
          onChange={(value) => setValue("hasVotingRight", value)}
        />
        <ChoiceField
          label="분양권"
          value={hasSalesRight}
          options={YES_NO}
          onChange={(value) => {
            setValue("hasSalesRight", value);
            setValue("salesCount", value ? 1 : 0);
          }}
        />
        <FormNumberField
          control={control}
          name="salesCount"
          label="분양권 개수"
          required={hasSalesRight}
          disabled={!hasSalesRight}
          maxDigits={3}
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="memo"
        label="메모"
        fullWidth
        multiline
        minRows={2}
        maxLength={100}
        sx={{ mt: 2 }}
      />
    </FormSection>
  );
}
