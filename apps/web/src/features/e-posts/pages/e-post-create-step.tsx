import { EPOST_FILE_LIMIT_LABEL, EPOST_LABELS, EPOST_SIGNATURE_EXPIRE_HOURS, EPOST_TITLE_MAX } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { formatNumber } from "../../../lib/format";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { FileDrop } from "../../../ui/file-drop";
import { useCreateEpostMutation } from "../api/e-posts-mutations";
import { documentRefusal, documentStepError } from "../e-post-rules";
import { epostRecipientPath, epostsPath } from "../e-posts-paths";
import { useEpostWizard } from "./e-post-wizard-layout";

/**
 * Step 2 (/electronic-posts/recipient/create): the title and the PDF documents; 생성 (after a confirmation) makes a
 * sendable post, 임시저장 a TEMP one; step 3 shows what was created. Sending is done later from the list.
 */
export function EpostCreateStep() {
  const wizard = useEpostWizard();
  const { unionSeq, selection, title, files, keptFiles, draftSeq, created, onAlert } = wizard;
  const navigate = useNavigate();
  const create = useCreateEpostMutation(unionSeq);
  const [isConfirming, setIsConfirming] = useState(false);
  if (created) return <CreatedStep />;
  if (selection.size === 0) return <Navigate to={epostRecipientPath(unionSeq)} replace />;

  const submit = (isTemp: boolean) =>
    create.mutate(
      {
        title: title.trim(),
        files,
        unionRegisterSeqs: [...selection.keys()],
        scheduledAt: null,
        sendMethod: "KAKAO_PAY",
        signatureExpireIn: EPOST_SIGNATURE_EXPIRE_HOURS,
        isScheduled: false,
        isTemp,
        draftSeq,
        keptFileSeqs: keptFiles.map((f) => f.fileSeq),
      },
      { onSuccess: (result) => wizard.onCreated(result), onSettled: () => setIsConfirming(false) },
    );
  const handleCreate = () => {
    const error = documentStepError({ title, files, keptCount: keptFiles.length });
    if (error) onAlert(error);
    else setIsConfirming(true);
  };
  const handleTemp = () => {
    const refusal = documentRefusal(files);
    if (refusal) onAlert(refusal);
    else submit(true);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        등기 입력
      </Typography>
      <Typography>
        수신자{" "}
        <Box component="span" sx={{ color: "primary.main", fontWeight: 700 }}>
          {formatNumber(selection.size)}
        </Box>
        명 · 발송 방식 {EPOST_LABELS.sendMethod.KAKAO_PAY} · 서명 유효기간 {EPOST_SIGNATURE_EXPIRE_HOURS}시간
      </Typography>
      <Box component="fieldset" disabled={create.isPending} sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2 }}>
        <TextField
          label="제목"
          required
          value={title}
          onChange={(event) => wizard.onTitleChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: EPOST_TITLE_MAX } }}
        />
        {keptFiles.length > 0 && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
            <Typography variant="body2" color="text.secondary">
              저장된 문서
            </Typography>
            {keptFiles.map((file) => (
              <Chip
                key={file.fileSeq}
                label={file.originName}
                onDelete={() => wizard.onKeptFilesChange(keptFiles.filter((f) => f.fileSeq !== file.fileSeq))}
              />
            ))}
          </Box>
        )}
        <FileDrop
          label="등기 문서"
          accept={[".pdf"]}
          acceptLabel={`PDF(최대 ${EPOST_FILE_LIMIT_LABEL})`}
          isMultiple
          files={files}
          onFilesChange={(next) => {
            const refusal = documentRefusal(next);
            if (refusal) onAlert(refusal);
            else wizard.onFilesChange(next);
          }}
          isDisabled={create.isPending}
        />
      </Box>
      <Alert severity="info" icon={false}>
        생성한 전자 등기는 목록에서 비용을 확인한 뒤 발송합니다. 임시저장한 전자 등기는 발송하거나 상세를 볼 수
        없습니다.
      </Alert>
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button variant="outlined" onClick={() => navigate(epostRecipientPath(unionSeq))} disabled={create.isPending}>
          이전
        </Button>
        <Button variant="outlined" onClick={handleTemp} disabled={create.isPending}>
          임시저장
        </Button>
        <Button variant="contained" onClick={handleCreate} disabled={create.isPending}>
          생성
        </Button>
      </Box>
      <ConfirmDialog
        isOpen={isConfirming}
        title="전자 등기 생성"
        message={`${formatNumber(selection.size)}명에게 보낼 전자 등기를 생성하시겠습니까?`}
        confirmLabel="생성"
        isPending={create.isPending}
        onConfirm={() => submit(false)}
        onCancel={() => setIsConfirming(false)}
      />
    </Paper>
  );
}

/** Step 3: the post was created (or saved as TEMP); back to the list, where it is sent. */
function CreatedStep() {
  const { unionSeq, created, title } = useEpostWizard();
  const navigate = useNavigate();
  if (!created) return null;
  const isTemp = created.documentStatus === "TEMP";
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 2, display: "grid", gap: 2, justifyItems: "center" }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {isTemp ? "전자 등기가 임시저장 되었습니다." : "전자 등기가 생성 되었습니다."}
      </Typography>
      <Typography color="text.secondary">
        {`${title || "(제목 없음)"} · 수신자 ${formatNumber(created.recipientCount)}명 · ${EPOST_LABELS.documentStatus[created.documentStatus]}`}
      </Typography>
      {!isTemp && <Typography>목록에서 발송 버튼을 눌러 비용을 확인하고 발송해 주세요.</Typography>}
      <Button variant="contained" onClick={() => navigate(epostsPath(unionSeq))}>
        목록으로
      </Button>
    </Paper>
  );
}
