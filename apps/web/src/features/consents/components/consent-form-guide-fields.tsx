import { CONSENT_CONTENT_MAX, CONSENT_TITLE_MAX, CONSENT_FIELD_LABELS as L } from "@johap/contracts";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { FileDrop } from "../../../ui/file-drop";
import { GUIDE_MAX_BYTES, GUIDE_TOO_LARGE, uploadGuidePdf } from "../api/consents-open-mutations";
import type { ConsentFormValues } from "../consent-form-values";
import { ConsentTextField, type DisabledFields, FormRow } from "./consent-form-inputs";

type GuideFieldsProps = {
  unionSeq: number;
  disabled: DisabledFields;
  /** The stored guide (the info page): its seq and download path, opened from its name. */
  storedFile?: { fileSeq: number | null; path: string | null };
  onAlert: (message: string) => void;
};

/**
 * 안내자료: title, content and the PDF (spec 02 §5), uploaded through a signed URL as soon as it is chosen
 * (the division's limit is checked first); the form keeps the file's seq and name.
 */
export function ConsentGuideFields({ unionSeq, disabled, storedFile, onAlert }: GuideFieldsProps) {
  const { control, setValue } = useFormContext<ConsentFormValues>();
  const [guideFileSeq, guideFileName] = useWatch({ control, name: ["guideFileSeq", "guideFileName"] });
  const [isUploading, setIsUploading] = useState(false);
  const isFileDisabled = disabled.has("guideFileSeq") || isUploading;

  const handleFiles = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (file.size > GUIDE_MAX_BYTES) return onAlert(GUIDE_TOO_LARGE);
    setIsUploading(true);
    try {
      const fileSeq = await uploadGuidePdf(unionSeq, file);
      setValue("guideFileSeq", fileSeq, { shouldDirty: true, shouldValidate: false });
      setValue("guideFileName", file.name, { shouldDirty: true });
    } catch (error) {
      if (!isNotifiedError(error)) onAlert(errorMessageOf(error));
    } finally {
      setIsUploading(false);
    }
  };

  const storedPath = storedFile?.fileSeq === guideFileSeq ? storedFile?.path : null;
  return (
    <Box sx={{ display: "grid", gap: 2.5 }}>
      <FormRow label={L.guideFileTitle} isRequired>
        <ConsentTextField
          name="guideFileTitle"
          label={L.guideFileTitle}
          maxLength={CONSENT_TITLE_MAX}
          disabled={disabled.has("guideFileTitle")}
        />
      </FormRow>
      <FormRow label={L.guideFileContent}>
        <ConsentTextField
          name="guideFileContent"
          label={L.guideFileContent}
          maxLength={CONSENT_CONTENT_MAX}
          multiline
          minRows={3}
          disabled={disabled.has("guideFileContent")}
        />
      </FormRow>
      <FormRow label="안내자료 파일(PDF)" isRequired>
        {/* Holds the field's place in page order for the first error (알림). */}
        <input type="hidden" name="guideFileSeq" />
        {guideFileSeq !== null && (
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }} aria-label="업로드한 안내자료">
            <PictureAsPdfOutlined color="error" fontSize="small" aria-hidden />
            {storedPath ? (
              <Link href={storedPath} target="_blank" rel="noopener" variant="body2">
                {guideFileName}
              </Link>
            ) : (
              <Typography variant="body2">{guideFileName}</Typography>
            )}
          </Box>
        )}
        {guideFileSeq === null && disabled.has("guideFileSeq") && (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            등록된 안내자료 파일이 없습니다.
          </Typography>
        )}
        {!disabled.has("guideFileSeq") && (
          <FileDrop
            label="안내자료 파일(PDF)"
            accept={[".pdf"]}
            acceptLabel="PDF"
            files={[]}
            onFilesChange={handleFiles}
            isDisabled={isFileDisabled}
          />
        )}
        {isUploading && <LinearProgress sx={{ mt: 1 }} aria-label="안내자료 업로드 중" />}
      </FormRow>
    </Box>
  );
}
