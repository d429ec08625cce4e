import { AI_MESSAGES, AiQuerySchema } from "@johap/contracts";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useSessionIds } from "../../../session";
import { useAiCompletionMutation } from "../../api/sms-mutations";

export type AiDialogProps = {
  unionSeq: number;
  onClose: () => void;
  /** The generated text, for the message box. */
  onGenerated: (content: string) => void;
};

/** AI 문구 생성 (spec 04 §2.9, §5): a prompt of 3 words or more; the answer fills the message. */
export function AiDialog({ unionSeq, onClose, onGenerated }: AiDialogProps) {
  const ids = useSessionIds();
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  const completion = useAiCompletionMutation();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = AiQuerySchema.safeParse(query);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? AI_MESSAGES.queryRequired);
    const memberSeq = ids?.memberId;
    if (!memberSeq || !unionSeq) return setError(AI_MESSAGES.memberMissing);
    setError(null);
    completion.mutate(
      { memberSeq, unionSeq, query: checked.data },
      {
        onSuccess: ({ content }) => {
          if (!content.trim()) return setError(AI_MESSAGES.empty);
          onGenerated(content.trim());
          onClose();
        },
        onError: () => setError(AI_MESSAGES.failed),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={completion.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="ai-dialog-title"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="ai-dialog-title">AI 문구 생성</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            보낼 문자의 목적과 내용을 단어 3개 이상으로 구체적으로 적어 주세요. 생성된 문구는 메시지 내용에 채워지며,
            발송 전에 고칠 수 있습니다.
          </DialogContentText>
          <TextField
            label="요청 내용"
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={query}
            disabled={completion.isPending}
            onChange={(event) => {
              setQuery(event.target.value);
              setError(null);
            }}
            placeholder="예: 다음 주 토요일 정기총회 참석 안내"
            error={error !== null}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={completion.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" startIcon={<AutoAwesomeOutlined />} loading={completion.isPending}>
            생성
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
