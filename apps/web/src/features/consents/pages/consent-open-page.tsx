import { zodResolver } from "@hookform/resolvers/zod";
import {
  CONSENT_MESSAGES,
  CONSENT_OPEN_MESSAGES,
  ConsentConditionsStepSchema,
  ConsentInfoStepSchema,
  CreateConsentBodySchema,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { Outlet, useBeforeUnload, useBlocker, useLocation, useNavigate } from "react-router";
import { fieldNamesOf, firstErrorMessage } from "../../../lib/first-error-message";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { PageLoading } from "../../../ui/page-loading";
import { useCanWrite } from "../../session";
import { useCreateConsentMutation } from "../api/consents-open-mutations";
import { templatesQuery } from "../api/consents-open-queries";
import {
  OPEN_STEPS,
  type OpenStepKey,
  type OpenWizardContext,
  openStepIndex,
  openStepOf,
} from "../components/open-wizard-context";
import { type ConsentFormValues, createBodyOf, EMPTY_CONSENT_FORM } from "../consent-form-values";
import { CONSENTS_MENU, consentBoardPath, consentDetailPath, consentOpenPath } from "../consents-paths";
import type { CandidateSelection } from "../open-recipient-selection";

const STEP_RESOLVERS: Record<OpenStepKey, Resolver<ConsentFormValues> | null> = {
  info: zodResolver(ConsentInfoStepSchema) as unknown as Resolver<ConsentFormValues>,
  "side-form": zodResolver(ConsentConditionsStepSchema) as unknown as Resolver<ConsentFormValues>,
  selection: null,
};

/**
 * consent-management/open (spec 02 §2.4): the three steps with their indicator around one form, so going
 * back and forth keeps what was typed; leaving the wizard with anything typed or picked asks first.
 */
export function ConsentOpenPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canWrite = useCanWrite(CONSENTS_MENU, unionSeq);
  const openPath = consentOpenPath(unionSeq);
  const step = openStepOf(pathname);
  const stepRef = useRef(step);
  stepRef.current = step;
  const form = useForm<ConsentFormValues>({
    defaultValues: EMPTY_CONSENT_FORM,
    // Each step checks its own fields with its contract schema.
    resolver: (values, context, options) => {
      const resolver = STEP_RESOLVERS[stepRef.current];
      return resolver ? resolver(values, context, options) : { values, errors: {} };
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const templates = useQuery(templatesQuery(unionSeq));
  if (templates.error) throw templates.error;
  const [selection, setSelection] = useState<CandidateSelection>(() => new Map());
  const [reachedIndex, setReachedIndex] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const isCreatedRef = useRef(false);
  const create = useCreateConsentMutation(unionSeq);

  const isDirty = form.formState.isDirty || selection.size > 0;
  const blocker = useBlocker(
    ({ nextLocation }) => isDirty && !isCreatedRef.current && !nextLocation.pathname.startsWith(openPath),
  );
  useBeforeUnload((event) => {
    if (isDirty && !isCreatedRef.current) event.preventDefault();
  });

  const goTo = (index: number) => {
    const segment = OPEN_STEPS[index]?.segment;
    navigate(segment ? `${openPath}/${segment}` : openPath);
  };
  const handleInvalid = (errors: object) =>
    setAlert(firstErrorMessage(errors, fieldNamesOf(formRef.current)) ?? CONSENT_MESSAGES.templateRequired);

  const handleNext = form.handleSubmit(() => {
    const next = openStepIndex(step) + 1;
    setReachedIndex((reached) => Math.max(reached, next));
    goTo(next);
  }, handleInvalid);

  const handleCreate = () => {
    if (selection.size === 0) return setAlert(CONSENT_MESSAGES.recipientsRequired);
    const body = createBodyOf(form.getValues(), [...selection.keys()]);
    // The start may have passed while recipients were picked: the whole body is checked again.
    const parsed = CreateConsentBodySchema.safeParse(body);
    if (!parsed.success) return setAlert(parsed.error.issues[0]?.message ?? CONSENT_MESSAGES.startedAtRequired);
    create.mutate(body, {
      onSuccess: (consent) => {
        isCreatedRef.current = true;
        navigate(consentDetailPath(unionSeq, consent.consentSeq), { replace: true });
      },
      onError: (error) => {
        if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
      },
    });
  };

  const context: OpenWizardContext = {
    unionSeq,
    templates: templates.data ?? [],
    selection,
    onSelectionChange: setSelection,
    reachedIndex,
    onNext: () => void handleNext(),
    onBack: () => (step === "info" ? navigate(consentBoardPath(unionSeq)) : goTo(openStepIndex(step) - 1)),
    onCreate: handleCreate,
    isCreating: create.isPending,
    canWrite,
    onAlert: setAlert,
  };

  return (
    <>
      <title>{"전자 동의서 등록 | 조합 OMS"}</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        전자 동의서 등록
      </Typography>
      <Stepper activeStep={openStepIndex(step)} aria-label="등록 단계" sx={{ mb: 3, maxWidth: 720 }}>
        {OPEN_STEPS.map((item) => (
          <Step key={item.key}>
            <StepLabel>{item.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {templates.data ? (
        <FormProvider {...form}>
          <Box component="form" ref={formRef} noValidate aria-label="전자 동의서 등록" onSubmit={handleNext}>
            <Box component="fieldset" disabled={create.isPending} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Outlet context={context} />
            </Box>
          </Box>
        </FormProvider>
      ) : (
        <PageLoading />
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        isOpen={blocker.state === "blocked"}
        message={CONSENT_OPEN_MESSAGES.leaveWizard}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
