import { zodResolver } from "@hookform/resolvers/zod";
import {
  CONSENT_LABELS,
  CONSENT_OPEN_MESSAGES,
  type ConsentTemplate,
  consentEditFormSchema,
  type ElectronicConsent,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { type FieldErrors, FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { useBeforeUnload, useBlocker } from "react-router";
import { fieldNamesOf, firstErrorMessage } from "../../../lib/first-error-message";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { WriteButton } from "../../../ui/write-button";
import {
  type ConsentFormValues,
  disabledFieldsOf,
  formValuesOf,
  isSignatureLocked,
  templateOf,
} from "../consent-form-values";
import { ConsentConditionFields } from "./consent-form-condition-fields";
import { ConsentGuideFields } from "./consent-form-guide-fields";
import { ConsentInfoFields } from "./consent-form-info-fields";
import type { DisabledFields } from "./consent-form-inputs";

type InfoFormProps = {
  unionSeq: number;
  consent: ElectronicConsent;
  templates: readonly ConsentTemplate[];
  canWrite: boolean;
  isSubmitting: boolean;
  /** Saves; rejects when the save failed (the page told why), so leaving asks again. */
  onSubmit: (values: ConsentFormValues) => Promise<unknown>;
  onBack: () => void;
  /** 동의서 종료 (only while in progress). */
  endButton: ReactNode;
};

/** The edit schema's errors, without those of fields the status locks (they are not sent, so not checked). */
function lockAwareResolver(consent: ElectronicConsent, disabledRef: { current: DisabledFields }) {
  const resolver = zodResolver(consentEditFormSchema(consent)) as unknown as Resolver<ConsentFormValues>;
  return (async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).filter(([field]) => !disabledRef.current.has(field as never)),
    ) as FieldErrors<ConsentFormValues>;
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  }) as Resolver<ConsentFormValues>;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ display: "grid", gap: 2.5 }}>
    <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * 동의서 정보 (spec 02 §2.3, §4): the wizard's fields on one page with the status's locks and hint; 확인
 * saves, 이전 with unsaved changes asks first.
 */
export function InfoForm({
  unionSeq,
  consent,
  templates,
  canWrite,
  isSubmitting,
  onSubmit,
  onBack,
  endButton,
}: InfoFormProps) {
  const disabledRef = useRef<DisabledFields>(new Set());
  const resolver = useMemo(() => lockAwareResolver(consent, disabledRef), [consent]);
  const form = useForm<ConsentFormValues>({ defaultValues: formValuesOf(consent), resolver });
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const isSavingRef = useRef(false);
  const [templateSeq, isActiveCondition, isWithdrawRequired] = useWatch({
    control: form.control,
    name: ["templateSeq", "isActiveCondition", "isWithdrawRequired"],
  });
  const template = templateOf(templates, templateSeq) ?? consent.template;
  const disabled = disabledFieldsOf(consent.progressStatus, template.signatureUsage, {
    isActiveCondition,
    isWithdrawRequired,
  });
  disabledRef.current = disabled;
  const isCompleted = consent.progressStatus === "COMPLETED";
  const isDirty = form.formState.isDirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return isDirty && !isSavingRef.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useBeforeUnload((event) => {
    if (isDirty && !isSavingRef.current) event.preventDefault();
  });
  const signatureNote =
    consent.progressStatus === "BEFORE" && isSignatureLocked(template.signatureUsage)
      ? `${template.name} 유형은 서명 사용이 '${CONSENT_LABELS.signatureUsage[template.signatureUsage]}'(으)로 정해져 있습니다.`
      : null;

  const handleValid = () => {
    isSavingRef.current = true;
    onSubmit(form.getValues()).catch(() => {
      isSavingRef.current = false;
    });
  };
  const handleInvalid = (errors: FieldErrors<ConsentFormValues>) =>
    setAlert(firstErrorMessage(errors, fieldNamesOf(formRef.current)));

  return (
    <FormProvider {...form}>
      <Alert severity={isCompleted ? "warning" : "info"} sx={{ mb: 2 }}>
        {CONSENT_OPEN_MESSAGES.hint[consent.progressStatus]}
      </Alert>
      <Paper
        variant="outlined"
        component="form"
        ref={formRef}
        noValidate
        aria-label="동의서 정보"
        onSubmit={form.handleSubmit(handleValid, handleInvalid)}
        sx={{ p: 3, borderRadius: 2 }}
      >
        <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 4 }}>
          <Section title="동의서 정보">
            <ConsentInfoFields templates={templates} disabled={disabled} isStartFromNow={!disabled.has("startedAt")} />
          </Section>
          <Section title="안내자료">
            <ConsentGuideFields
              unionSeq={unionSeq}
              disabled={disabled}
              storedFile={{ fileSeq: consent.guideFileSeq, path: consent.guideFilePath }}
              onAlert={setAlert}
            />
          </Section>
          <Section title="제출 조건">
            <ConsentConditionFields disabled={disabled} signatureNote={signatureNote} />
          </Section>
        </Box>
        <Box sx={{ display: "flex", gap: 1, mt: 3 }}>
          {endButton}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" color="inherit" size="large" onClick={onBack} disabled={isSubmitting}>
            이전
          </Button>
          <WriteButton
            canWrite={canWrite}
            disabledReason={isCompleted ? CONSENT_OPEN_MESSAGES.hint.COMPLETED : null}
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
          >
            확인
          </WriteButton>
        </Box>
      </Paper>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        isOpen={blocker.state === "blocked"}
        message={CONSENT_OPEN_MESSAGES.leaveInfo}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </FormProvider>
  );
}
