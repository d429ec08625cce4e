import { CLIENT_MESSAGES, REGISTER_TEMPLATE_FILE_NAME, type RegisterFileStatus } from "@johap/contracts";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { notifyError } from "../../../../lib/notify";
import { downloadFile } from "../../../../lib/save-blob";
import { FileDrop } from "../../../../ui/file-drop";
import { WriteButton } from "../../../../ui/write-button";
import { useUploadRegisterMutation } from "../../api/register-mutations";
import { UploadErrorsTable } from "./upload-errors-table";

export type RegisterUploadViewProps = { unionSeq: number; fileStatus: RegisterFileStatus; canWrite: boolean };

const XLSX = [".xlsx"] as const;

/** NONE or CANCEL: the template download and the upload of one register workbook. */
export function RegisterUploadView({ unionSeq, fileStatus, canWrite }: RegisterUploadViewProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [isDownloading, setIsDownloading] = useState(false);
  const upload = useUploadRegisterMutation(unionSeq);
  const [file] = files;

  const handleTemplate = async () => {
    setIsDownloading(true);
    try {
      await downloadFile(`/v1/unions/${unionSeq}/registers/template`, REGISTER_TEMPLATE_FILE_NAME);
    } catch {
      notifyError(CLIENT_MESSAGES.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 2, maxWidth: 880 }}>
      <Stack spacing={3}>
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, flexWrap: "wrap" }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              조합원 명부 등록
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              명부 양식을 내려받아 작성한 뒤 엑셀 파일 하나를 올려 주세요. 검토와 변환이 끝나면 명부를 확인하고 확정할
              수 있습니다.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={handleTemplate}
            disabled={isDownloading}
          >
            템플릿 다운로드
          </Button>
        </Box>
        {fileStatus.status === "CANCEL" && fileStatus.errors.length === 0 && (
          <Alert severity="info">이전 등록 요청이 취소되었습니다. 명부 파일을 다시 올려 주세요.</Alert>
        )}
        <FileDrop
          label="조합원 명부 파일"
          accept={XLSX}
          acceptLabel="엑셀(xlsx)"
          files={files}
          onFilesChange={setFiles}
          isDisabled={upload.isPending || !canWrite}
        />
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <WriteButton
            canWrite={canWrite}
            variant="contained"
            size="large"
            disabled={!file || upload.isPending}
            onClick={() => file && upload.mutate(file, { onSuccess: () => setFiles([]) })}
          >
            {upload.isPending ? "올리는 중..." : "명부 업로드"}
          </WriteButton>
        </Box>
        {fileStatus.errors.length > 0 && <UploadErrorsTable errors={fileStatus.errors} />}
      </Stack>
    </Paper>
  );
}
