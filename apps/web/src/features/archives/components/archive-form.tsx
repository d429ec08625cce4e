import { zodResolver } from "@hookform/resolvers/zod";
import {
  ARCHIVE_CONTENT_MAX,
  ARCHIVE_FILES_MAX,
  ARCHIVE_TITLE_MAX,
  type ArchiveBody,
  ArchiveBodySchema,
  type ArchiveFile,
  type ArchiveInput,
  ARCHIVE_MESSAGES as M,
} from "@johap/contracts";
import Close from "@mui/icons-material/Close";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import Box from "@mui/material/Box";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { fieldNamesOf, firstErrorMessage } from "../../../lib/first-error-message";
import { AlertDialog } from "../../../ui/alert-dialog";
import { FileDrop } from "../../../ui/file-drop";
import { FormCheckbox, FormTextField } from "../../../ui/form-fields";
import {
  ARCHIVE_CATEGORIES,
  CATEGORY_LABELS,
  REGISTER_ACCEPT,
  ARCHIVES_TEXTS as T,
  UPDATE_ACCEPT,
} from "../archives-labels";

export type ArchiveFormSubmit = { body: ArchiveInput; newFiles: File[] };

type ArchiveFormProps = {
  label: string;
  defaultValues: ArchiveBody;
  /** The entry's files (an update): each can be taken off; new files are images only (spec 04 §5). */
  currentFiles?: readonly ArchiveFile[];
  isUpdate?: boolean;
  isSubmitting: boolean;
  onSubmit: (values: ArchiveFormSubmit) => void;
  actions: ReactNode;
};

/**
 * 자료 등록 and 수정 (spec 04 §2.8, §5): 카테고리, 제목 and 내용 required, 공개 여부, and files. The first
 * error shows in the 알림 dialog.
 */
export function ArchiveForm(props: ArchiveFormProps) {
  const { label, defaultValues, currentFiles = [], isUpdate = false, isSubmitting, onSubmit, actions } = props;
  const form = useForm<ArchiveBody, unknown, ArchiveInput>({ defaultValues, resolver: zodResolver(ArchiveBodySchema) });
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [keptSeqs, setKeptSeqs] = useState<number[]>(currentFiles.map((file) => file.fileSeq));

  const handleValid = (body: ArchiveInput) => {
    if (keptSeqs.length + newFiles.length > ARCHIVE_FILES_MAX) {
      setAlert(M.filesMax);
      return;
    }
    onSubmit({ body: { ...body, fileSeqs: keptSeqs }, newFiles });
  };
  const handleInvalid = (errors: FieldErrors<ArchiveBody>) =>
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
        <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2.5 }}>
          <FormTextField control={control} name="category" select label={T.category} size="small" sx={{ width: 220 }}>
            {ARCHIVE_CATEGORIES.map((code) => (
              <MenuItem key={code} value={code}>
                {CATEGORY_LABELS[code]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="title"
            label={T.titleField}
            size="small"
            fullWidth
            maxLength={ARCHIVE_TITLE_MAX}
          />
          <FormTextField
            control={control}
            name="content"
            label={T.content}
            multiline
            minRows={6}
            fullWidth
            maxLength={ARCHIVE_CONTENT_MAX}
          />
          <FormCheckbox control={control} name="isPublic" label={T.isPublic} />
          <Box>
            <FormLabel component="div" sx={{ fontWeight: 700, color: "text.primary", mb: 1 }}>
              {T.files}
            </FormLabel>
            {isUpdate && (
              <Box component="ul" aria-label="첨부된 파일" sx={{ listStyle: "none", p: 0, m: 0, mb: 1.5 }}>
                {currentFiles
                  .filter((file) => keptSeqs.includes(file.fileSeq))
                  .map((file) => (
                    <Box
                      component="li"
                      key={file.fileSeq}
                      sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.5 }}
                    >
                      <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden />
                      <Typography variant="body2" sx={{ flexGrow: 1 }}>
                        {file.originName}
                      </Typography>
                      <IconButton
                        size="small"
                        aria-label={`${file.originName} ${T.removeFile}`}
                        onClick={() => setKeptSeqs((seqs) => seqs.filter((seq) => seq !== file.fileSeq))}
                      >
                        <Close fontSize="small" />
                      </IconButton>
                    </Box>
                  ))}
              </Box>
            )}
            <FileDrop
              label={T.uploadLabel}
              accept={isUpdate ? UPDATE_ACCEPT : REGISTER_ACCEPT}
              acceptLabel={isUpdate ? T.updateAccept : T.uploadAccept}
              isMultiple
              files={newFiles}
              onFilesChange={setNewFiles}
              isDisabled={isSubmitting}
            />
          </Box>
        </Box>
        <Box sx={{ display: "flex", gap: 1, mt: 3, justifyContent: "flex-end" }}>{actions}</Box>
      </Paper>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
