import {
  CALLER_FILE_EXTENSIONS,
  CALLER_FILE_FIELDS,
  CALLER_PHONE_MAX_DIGITS,
  type CallerFileField,
  CreateSmsCallerBodySchema,
  SMS_LABELS,
  SMS_MESSAGES,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { notifyError } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DigitsField } from "../../../../ui/digits-field";
import { uploadCallerFile, useCreateCallerMutation } from "../../api/sms-mutations";
import { CallerFileRow } from "./caller-file-row";

const REQUIRED_FILES: Partial<Record<CallerFileField, string>> = {
  communicationFileSeq: SMS_MESSAGES.communicationFileRequired,
  attorneyFileSeq: SMS_MESSAGES.attorneyFileRequired,
};
const TEXT_FIELDS = CreateSmsCallerBodySchema.pick({ outgoingPhoneNo: true, name: true, emergencyPhoneNo: true });
const hasCallerExtension = (file: File) =>
  CALLER_FILE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(`.${extension}`));

/** 발신번호 등록 (spec 04 §3, §5): number, owner, emergency contact and five documents (two required). */
export function CallerAddDialog({ unionSeq, onClose }: { unionSeq: number; onClose: () => void }) {
  const [values, setValues] = useState({ outgoingPhoneNo: "", name: "", emergencyPhoneNo: "" });
  const [files, setFiles] = useState<Partial<Record<CallerFileField, File>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const create = useCreateCallerMutation(unionSeq);
  const isPending = isUploading || create.isPending;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = TEXT_FIELDS.safeParse(values);
    if (!text.success) return setAlert(text.error.issues[0]?.message ?? SMS_MESSAGES.callerNumberRequired);
    const missing = CALLER_FILE_FIELDS.find((field) => REQUIRED_FILES[field] && !files[field]);
    if (missing) return setAlert(REQUIRED_FILES[missing] ?? null);
    if (Object.values(files).some((file) => !hasCallerExtension(file))) return setAlert(SMS_MESSAGES.callerFileType);

    setIsUploading(true);
    const fileSeqs: Partial<Record<CallerFileField, number>> = {};
    try {
      for (const field of CALLER_FILE_FIELDS) {
        const file = files[field];
        if (file) fileSeqs[field] = (await uploadCallerFile(file)).fileSeq;
      }
    } catch (error) {
      if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
      return;
    } finally {
      setIsUploading(false);
    }
    const body = CreateSmsCallerBodySchema.safeParse({ ...values, ...fileSeqs });
    if (!body.success) return setAlert(body.error.issues[0]?.message ?? SMS_MESSAGES.callerNumberRequired);
    create.mutate(body.data, { onSuccess: onClose });
  };

  const setValue = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const phoneField = (key: "outgoingPhoneNo" | "emergencyPhoneNo", label: string) => (
    <DigitsField
      label={label}
      name={key}
      size="small"
      fullWidth
      required
      value={values[key]}
      disabled={isPending}
      onValueChange={setValue(key)}
      maxDigits={CALLER_PHONE_MAX_DIGITS}
    />
  );

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="caller-add-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="caller-add-title">발신번호 등록</DialogTitle>
        <DialogContent>
          <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
            {phoneField("outgoingPhoneNo", "발신번호")}
            <TextField
              label="명의자"
              name="name"
              size="small"
              fullWidth
              required
              value={values.name}
              disabled={isPending}
              onChange={(event) => setValue("name")(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            {phoneField("emergencyPhoneNo", "비상연락처")}
          </Box>
          <Divider sx={{ my: 2.5 }} />
          <Alert severity="info" sx={{ mb: 1.5 }}>
            통신서비스 이용증명원은 가림 처리 없이 최근 3개월 이내에 발급된 서류여야 합니다. png, jpeg, jpg, pdf 파일을
            올릴 수 있습니다. 등록 후 운영자 승인이 끝나면 발신번호로 사용할 수 있습니다.
          </Alert>
          {CALLER_FILE_FIELDS.map((key) => (
            <CallerFileRow
              key={key}
              label={SMS_LABELS.callerFile[key]}
              isRequired={Boolean(REQUIRED_FILES[key])}
              file={files[key] ?? null}
              accept={CALLER_FILE_EXTENSIONS}
              isDisabled={isPending}
              onChange={(file) =>
                setFiles((current) => {
                  const next = { ...current };
                  if (file) next[key] = file;
                  else delete next[key];
                  return next;
                })
              }
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            등록
          </Button>
        </DialogActions>
      </form>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
