import { zodResolver } from "@hookform/resolvers/zod";
import {
  COUNSEL_ATTEND_TYPES,
  COUNSEL_MEMO_MAX,
  COUNSEL_METHODS,
  COUNSEL_TENDENCIES,
  COUNSEL_TOPICS,
  COUNSEL_VOTING_WRITTEN_TYPES,
  type CounselFields,
  CounselFieldsSchema,
  COUNSEL_MESSAGES as M,
  seoulMinuteNow,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import { type ReactNode, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { useBeforeUnload, useBlocker } from "react-router";
import type { z } from "zod";
import { fieldNamesOf, firstErrorMessage } from "../../../lib/first-error-message";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { FormTextField } from "../../../ui/form-fields";
import { ATTEND_LABELS, METHOD_LABELS, TENDENCY_LABELS, TOPIC_LABELS, VOTING_WRITTEN_LABELS } from "../counsels-labels";
import { type CounselChoice, CounselChoiceField } from "./counsel-choice-field";

export type CounselFormValues = CounselFields;
export type CounselFormOutput = z.output<typeof CounselFieldsSchema>;

/** 성향, 서면결의 and 총회 참석, after the topics. */
const ATTITUDE_CHOICES: readonly CounselChoice[] = [
  { name: "tendency", label: "성향", options: COUNSEL_TENDENCIES, labels: TENDENCY_LABELS },
  {
    name: "votingWrittenType",
    label: "서면결의",
    options: COUNSEL_VOTING_WRITTEN_TYPES,
    labels: VOTING_WRITTEN_LABELS,
  },
  { name: "meetAttendType", label: "총회 참석", options: COUNSEL_ATTEND_TYPES, labels: ATTEND_LABELS },
];

type CounselFormProps = {
  defaultValues: CounselFormValues;
  /** Accessible name of the form. */
  label: string;
  isSubmitting: boolean;
  /** Saves; rejects when the save failed (the page told why), so leaving asks again. */
  onSubmit: (values: CounselFormOutput) => Promise<unknown>;
  /** The buttons (목록, 이전 상담 이력, 등록 or 저장): the submit one has type="submit". */
  actions: ReactNode;
  /** Above the fields (the owner's summary). */
  header?: ReactNode;
};

/**
 * 상담 등록 and 수정 (spec 02 §5 Counsel form): 상담방식, 상담일시 (no future time), 상담주제 (one at
 * least), 성향, 서면결의, 총회 참석 and 상담내용, checked by the contracts' schema; the first error shows in
 * the 알림 dialog. Leaving with changes asks first (목록, the side bar, the browser).
 */
export function CounselForm({ defaultValues, label, isSubmitting, onSubmit, actions, header }: CounselFormProps) {
  const form = useForm<CounselFormValues, unknown, CounselFormOutput>({
    defaultValues,
    resolver: zodResolver(CounselFieldsSchema),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [maxCounselAt] = useState(() => seoulMinuteNow());
  const isSavingRef = useRef(false);
  const isDirty = form.formState.isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isSavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (isDirty && !isSavingRef.current) event.preventDefault();
  });

  const handleValid = (values: CounselFormOutput) => {
    isSavingRef.current = true;
    onSubmit(values).catch(() => {
      isSavingRef.current = false;
    });
  };
  const handleInvalid = (errors: FieldErrors<CounselFormValues>) =>
    setAlert(firstErrorMessage(errors, fieldNamesOf(formRef.current)));
  const { control } = form;

  return (
    <>
      <Paper
        variant="outlined"
        component="form"
        ref={formRef}
        noValidate
        aria-label={label}
        onSubmit={form.handleSubmit(handleValid, handleInvalid)}
        sx={{ p: 3, borderRadius: 2 }}
      >
        {header}
        <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2.5 }}>
          <CounselChoiceField
            control={control}
            name="method"
            label="상담방식"
            options={COUNSEL_METHODS}
            labels={METHOD_LABELS}
          />
          <FormTextField
            control={control}
            name="counselAt"
            type="datetime-local"
            label="상담일시"
            size="small"
            sx={{ width: 260 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxCounselAt } }}
            helperText="현재 시각 이후는 선택할 수 없습니다."
          />
          <Controller
            control={control}
            name="topics"
            render={({ field }) => {
              const selected = new Set(field.value ?? []);
              return (
                <FormControl component="fieldset" variant="standard">
                  <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary", mb: 0.5 }}>
                    상담주제
                  </FormLabel>
                  <FormGroup row>
                    {COUNSEL_TOPICS.map((topic) => (
                      <FormControlLabel
                        key={topic}
                        label={TOPIC_LABELS[topic] ?? topic}
                        control={
                          <Checkbox
                            size="small"
                            name={field.name}
                            checked={selected.has(topic)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? COUNSEL_TOPICS.filter((code) => code === topic || selected.has(code))
                                  : [...selected].filter((code) => code !== topic),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              );
            }}
          />
          {ATTITUDE_CHOICES.map((choice) => (
            <CounselChoiceField key={choice.name} control={control} {...choice} />
          ))}
          <FormTextField
            control={control}
            name="memo"
            label="상담내용"
            multiline
            minRows={6}
            fullWidth
            maxLength={COUNSEL_MEMO_MAX}
            placeholder="상담 내용을 입력해 주세요."
          />
        </Box>
        <Box sx={{ display: "flex", gap: 1, mt: 3, justifyContent: "flex-end" }}>{actions}</Box>
      </Paper>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        isOpen={blocker.state === "blocked"}
        message={M.leaveConfirm}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
