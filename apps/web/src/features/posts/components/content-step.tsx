import {
  POST_COLOR_LABELS,
  POST_COLOR_TYPES,
  POST_FLEX_LABELS,
  POST_FLEX_TYPES,
  POST_LIMITS,
  POST_MESSAGES,
  POST_TYPE_LABELS,
  POST_TYPES,
  type PostForm,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FileDrop } from "../../../ui/file-drop";
import { POST_FILE_MAX_BYTES, uploadPostDocument } from "../api/posts-mutations";
import { formsQuery } from "../api/posts-queries";
import { type DraftDocument, type DraftSender, hasDocumentNamed, type PostDraft } from "../post-draft";
import { DocumentList } from "./document-list";

export type ContentStepProps = {
  unionSeq: number;
  draft: PostDraft;
  onDraftChange: (next: PostDraft) => void;
  onAlert: (message: string) => void;
};

function Options<T extends string>(props: {
  label: string;
  value: T;
  codes: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <FormControl>
      <FormLabel sx={{ fontWeight: 600, fontSize: 14 }}>{props.label}</FormLabel>
      <RadioGroup row value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.codes.map((code) => (
          <FormControlLabel key={code} value={code} control={<Radio size="small" />} label={props.labels[code]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** 내용 입력: the sender, the post options (spec §9 defaults), saved forms (up to 6) and uploads (png, pdf). */
export function ContentStep({ unionSeq, draft, onDraftChange, onAlert }: ContentStepProps) {
  const forms = useQuery(formsQuery(unionSeq));
  const [isUploading, setIsUploading] = useState(false);
  const setSender = (key: keyof DraftSender, value: string) =>
    onDraftChange({ ...draft, sender: { ...draft.sender, [key]: value } });
  const chosenForms = draft.documents.filter((d) => d.postFormSeq !== null);

  const toggleForm = (form: PostForm, isChecked: boolean) => {
    if (!isChecked) {
      return onDraftChange({ ...draft, documents: draft.documents.filter((d) => d.postFormSeq !== form.postFormSeq) });
    }
    if (chosenForms.length >= POST_LIMITS.maxForms) return onAlert(POST_MESSAGES.tooManyForms);
    if (hasDocumentNamed(draft.documents, form.file.originName)) return onAlert(POST_MESSAGES.duplicateFileName);
    const document: DraftDocument = {
      fileSeq: form.file.fileSeq,
      name: form.file.originName,
      postFormSeq: form.postFormSeq,
      file: null,
    };
    onDraftChange({ ...draft, documents: [...draft.documents, document] });
  };

  const handleFiles = async (files: File[]) => {
    // The drop zone lists nothing itself (the documents are listed below, forms and uploads in order).
    const fresh = files.filter((file) => !draft.documents.some((d) => d.file === file));
    for (const file of fresh) {
      if (hasDocumentNamed(draft.documents, file.name)) return onAlert(POST_MESSAGES.duplicateFileName);
      if (file.size > POST_FILE_MAX_BYTES) return onAlert(`${file.name}: 파일은 20MB를 초과 할 수 없습니다.`);
    }
    if (draft.documents.length + fresh.length > POST_LIMITS.maxDocuments)
      return onAlert(POST_MESSAGES.tooManyDocuments);
    setIsUploading(true);
    try {
      const added: DraftDocument[] = [];
      for (const file of fresh) {
        added.push({ fileSeq: await uploadPostDocument(unionSeq, file), name: file.name, postFormSeq: null, file });
      }
      onDraftChange({ ...draft, documents: [...draft.documents, ...added] });
    } catch (error) {
      onAlert(error instanceof Error ? error.message : "파일을 올리지 못했습니다.");
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { lg: "1fr 1fr" }, gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-label="발송자 정보">
        <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          발송자 정보
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}>
          <TextField
            size="small"
            label="발송자"
            required
            value={draft.sender.name}
            onChange={(e) => setSender("name", e.target.value)}
            slotProps={{ htmlInput: { maxLength: POST_LIMITS.senderNameMax } }}
          />
          <TextField
            size="small"
            label="발송자 연락처"
            required
            value={draft.sender.phoneNo}
            onChange={(e) => setSender("phoneNo", e.target.value.replace(/[^\d ]/g, ""))}
            slotProps={{ htmlInput: { maxLength: POST_LIMITS.senderPhoneMax, inputMode: "numeric" } }}
          />
          <TextField
            size="small"
            label="우편번호"
            required
            value={draft.sender.zipNo}
            onChange={(e) => setSender("zipNo", e.target.value.replace(/\D/g, ""))}
            slotProps={{ htmlInput: { maxLength: 5, inputMode: "numeric" } }}
          />
          <Box />
          <TextField
            size="small"
            label="발송자 주소"
            required
            value={draft.sender.address}
            onChange={(e) => setSender("address", e.target.value)}
            sx={{ gridColumn: "1 / -1" }}
          />
          <TextField
            size="small"
            label="상세 주소"
            value={draft.sender.detailAddress}
            onChange={(e) => setSender("detailAddress", e.target.value)}
            sx={{ gridColumn: "1 / -1" }}
          />
        </Box>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, mt: 3 }}>
          <Options
            label="발송방식"
            value={draft.postType}
            codes={POST_TYPES}
            labels={POST_TYPE_LABELS}
            onChange={(postType) => onDraftChange({ ...draft, postType })}
          />
          <Options
            label="출력색상"
            value={draft.colorType}
            codes={POST_COLOR_TYPES}
            labels={POST_COLOR_LABELS}
            onChange={(colorType) => onDraftChange({ ...draft, colorType })}
          />
          <Options
            label="출력형태"
            value={draft.flexType}
            codes={POST_FLEX_TYPES}
            labels={POST_FLEX_LABELS}
            onChange={(flexType) => onDraftChange({ ...draft, flexType })}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-label="보낼 문서">
        <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          보낼 문서
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`저장된 서식 (최대 ${POST_LIMITS.maxForms}개 선택)`}
        </Typography>
        <Box sx={{ display: "flex", flexDirection: "column", mb: 2, maxHeight: 180, overflow: "auto" }}>
          {(forms.data ?? []).length === 0 && (
            <Typography variant="body2" color="text.secondary">
              저장된 서식이 없습니다.
            </Typography>
          )}
          {(forms.data ?? []).map((form) => (
            <FormControlLabel
              key={form.postFormSeq}
              control={
                <Checkbox
                  size="small"
                  checked={chosenForms.some((d) => d.postFormSeq === form.postFormSeq)}
                  onChange={(event) => toggleForm(form, event.target.checked)}
                />
              }
              label={`${form.formName} (${form.file.originName}${form.pageCount ? `, ${form.pageCount}쪽` : ""})`}
            />
          ))}
        </Box>
        <FileDrop
          label="문서 업로드"
          accept={[".pdf", ".png"]}
          acceptLabel="PDF, PNG"
          isMultiple
          files={[]}
          onFilesChange={(files) => void handleFiles(files)}
          isDisabled={isUploading}
        />
        <DocumentList
          documents={draft.documents}
          onRemove={(fileSeq) =>
            onDraftChange({ ...draft, documents: draft.documents.filter((d) => d.fileSeq !== fileSeq) })
          }
        />
      </Paper>
    </Box>
  );
}
