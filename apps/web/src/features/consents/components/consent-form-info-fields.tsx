import {
  CONSENT_CONTENT_MAX,
  CONSENT_LABELS,
  CONSENT_TITLE_MAX,
  type ConsentTemplate,
  CONSENT_FIELD_LABELS as L,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { dateTimeInputValue } from "../../../lib/format-date";
import { FormCheckbox } from "../../../ui/form-fields";
import { type ConsentFormValues, earliestEndInput, signatureForTemplate, templateOf } from "../consent-form-values";
import { ConsentTextField, type DisabledFields, FormRow } from "./consent-form-inputs";

type InfoFieldsProps = {
  templates: readonly ConsentTemplate[];
  disabled: DisabledFields;
  /** A new start lies after now: past days are not offered (the wizard; the info page while it may move). */
  isStartFromNow: boolean;
};

const templateLabel = (template: ConsentTemplate) =>
  `${template.name} (${CONSENT_LABELS.templateType[template.templateType]})`;

/** 동의서 유형: choosing one sets the signature option as the template allows (spec 02 §5). */
function TemplateSelect({ templates, isDisabled }: { templates: readonly ConsentTemplate[]; isDisabled: boolean }) {
  const { control, setValue } = useFormContext<ConsentFormValues>();
  const { field, fieldState } = useController({ control, name: "templateSeq" });
  return (
    <TextField
      select
      name={field.name}
      label={L.templateSeq}
      value={field.value ?? ""}
      onChange={(event) => {
        const templateSeq = Number(event.target.value);
        field.onChange(templateSeq);
        const template = templateOf(templates, templateSeq);
        if (template) {
          setValue("isSignatureRequired", signatureForTemplate(template.signatureUsage), { shouldDirty: true });
        }
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      disabled={isDisabled}
      size="small"
      sx={{ minWidth: 280 }}
    >
      {templates.map((template) => (
        <MenuItem key={template.templateSeq} value={template.templateSeq}>
          {templateLabel(template)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The info fields shared by the wizard's first step and the info page (spec 02 §2.3, §2.4): type,
 * period (end a day after the start at the earliest, or 미정), text messages, title and content.
 */
export function ConsentInfoFields({ templates, disabled, isStartFromNow }: InfoFieldsProps) {
  const { control } = useFormContext<ConsentFormValues>();
  const [startedAt, isEndDateUnknown] = useWatch({ control, name: ["startedAt", "isEndDateUnknown"] });
  const earliestEnd = earliestEndInput(startedAt);
  return (
    <Box sx={{ display: "grid", gap: 2.5 }}>
      <FormRow label={L.templateSeq} isRequired>
        <TemplateSelect templates={templates} isDisabled={disabled.has("templateSeq")} />
      </FormRow>
      <FormRow label="제출 기간" isRequired>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
          <ConsentTextField
            name="startedAt"
            type="datetime-local"
            label={L.startedAt}
            disabled={disabled.has("startedAt")}
            sx={{ maxWidth: 240 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: isStartFromNow ? { min: dateTimeInputValue(new Date()) } : {},
            }}
          />
          <span aria-hidden>~</span>
          <ConsentTextField
            name="endedAt"
            type="datetime-local"
            label={L.endedAt}
            disabled={disabled.has("endedAt") || isEndDateUnknown}
            sx={{ maxWidth: 240 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: earliestEnd ? { min: earliestEnd } : {} }}
          />
          <FormCheckbox
            control={control}
            name="isEndDateUnknown"
            label="미정"
            disabled={disabled.has("isEndDateUnknown")}
          />
        </Box>
      </FormRow>
      <FormRow label="문자 발송">
        <FormCheckbox
          control={control}
          name="isSmsRequired"
          label="동의서 시작 시 대상자에게 전자 동의서 URL을 문자로 보냅니다."
          disabled={disabled.has("isSmsRequired")}
        />
      </FormRow>
      <FormRow label={L.title} isRequired>
        <ConsentTextField name="title" label={L.title} maxLength={CONSENT_TITLE_MAX} disabled={disabled.has("title")} />
      </FormRow>
      <FormRow label={L.content}>
        <ConsentTextField
          name="content"
          label={L.content}
          maxLength={CONSENT_CONTENT_MAX}
          multiline
          minRows={3}
          disabled={disabled.has("content")}
        />
      </FormRow>
    </Box>
  );
}
