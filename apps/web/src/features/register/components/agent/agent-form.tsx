import { zodResolver } from "@hookform/resolvers/zod";
import { type AgentBody, AgentBodySchema } from "@johap/contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useRef, useState } from "react";
import { Controller, type DefaultValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { BIRTH_DATE_DIGITS, PHONE_MAX_DIGITS } from "../../../../lib/digits";
import { fieldNamesOf, firstErrorMessage } from "../../../../lib/first-error-message";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { FormDigitsField } from "../../../../ui/digits-field";
import { FormTextField } from "../../../../ui/form-fields";
import type { OwnerOption } from "../../api/register-queries";
import { CODE_GROUPS } from "../../register-labels";
import { useCommonCodes } from "../../use-common-codes";
import { OwnerPicker } from "./owner-picker";

export const AGENT_FORM_ID = "agent-form";
export type AgentOutput = z.output<typeof AgentBodySchema>;

export type AgentFormProps = {
  unionSeq: number;
  defaultValues: DefaultValues<AgentBody>;
  defaultOwner: OwnerOption | null;
  isOwnerFixed: boolean;
  isDisabled: boolean;
  onSubmit: (agent: AgentOutput) => void;
};

/** Agent fields with the rules of spec 01 §5; the first error shows in the 알림 dialog. */
export function AgentForm({
  unionSeq,
  defaultValues,
  defaultOwner,
  isOwnerFixed,
  isDisabled,
  onSubmit,
}: AgentFormProps) {
  const relations = useCommonCodes(CODE_GROUPS.agentRelation);
  const [owner, setOwner] = useState(defaultOwner);
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, setValue, watch, formState } = useForm<AgentBody, unknown, AgentOutput>({
    resolver: zodResolver(AgentBodySchema),
    defaultValues,
  });
  const isEtc = watch("relationType") === "ETC";

  return (
    <Box
      component="form"
      id={AGENT_FORM_ID}
      noValidate
      ref={formRef}
      onSubmit={handleSubmit(onSubmit, (found) => setAlert(firstErrorMessage(found, fieldNamesOf(formRef.current))))}
    >
      <Box
        component="fieldset"
        disabled={isDisabled}
        sx={{ border: 0, p: 0, m: 0, pt: 1, display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}
      >
        <Box sx={{ gridColumn: "1 / -1" }}>
          <OwnerPicker
            unionSeq={unionSeq}
            name="linkedUnionRegister.unionRegisterSeq"
            value={owner}
            isDisabled={isOwnerFixed || isDisabled}
            hasError={Boolean(formState.errors.linkedUnionRegister)}
            onChange={(picked) => {
              setOwner(picked);
              setValue("linkedUnionRegister.unionRegisterSeq", picked?.unionRegisterSeq as number);
            }}
          />
        </Box>
        <FormTextField
          control={control}
          name="relationType"
          select
          required
          label="관계"
          transform={(value) => {
            if (value !== "ETC") setValue("relationDescription", "");
            return value;
          }}
        >
          {relations.map((item) => (
            <MenuItem key={item.code} value={item.code}>
              {item.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="relationDescription"
          label="관계 직접입력"
          disabled={!isEtc}
          required={isEtc}
          maxLength={20}
        />
        <FormTextField control={control} name="name.name" label="이름" required maxLength={30} />
        <FormTextField control={control} name="name.nameClass" label="구분" maxLength={10} />
        <FormDigitsField
          control={control}
          name="birth"
          label="생년월일"
          required
          placeholder="19800101"
          maxDigits={BIRTH_DATE_DIGITS}
        />
        <FormDigitsField
          control={control}
          name="phoneNo"
          label="연락처"
          required
          placeholder="01012345678"
          maxDigits={PHONE_MAX_DIGITS}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <Box
              role="group"
              aria-labelledby="agent-gender-label"
              sx={{ gridColumn: "1 / -1", display: "flex", alignItems: "center", gap: 2 }}
            >
              <FormLabel id="agent-gender-label" required error={Boolean(fieldState.error)}>
                성별
              </FormLabel>
              <RadioGroup
                row
                name="gender"
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel value="M" control={<Radio />} label="남" />
                <FormControlLabel value="F" control={<Radio />} label="여" />
              </RadioGroup>
            </Box>
          )}
        />
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Box>
  );
}
