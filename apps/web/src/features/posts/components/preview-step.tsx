import { POST_LIMITS, type PostRecipientBody } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { postDownload } from "../../../lib/http";
import { saveResponse } from "../../../lib/save-blob";
import { useSaveFormMutation } from "../api/posts-mutations";
import { postsBase } from "../api/posts-queries";
import { bodyOf, type DraftDocument, type PostDraft } from "../post-draft";

function AddressBlock(props: { title: string; name: string; lines: string[] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{props.name}</Typography>
      {props.lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** 서식저장: names an uploaded document and saves it as a form (POST post-forms). */
function SaveFormDialog(props: { unionSeq: number; document: DraftDocument; onClose: () => void }) {
  const [formName, setFormName] = useState(props.document.name.replace(/\.(pdf|png)$/i, ""));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFormMutation(props.unionSeq);
  const handleSave = () => {
    if (!formName.trim()) return setError("서식명을 입력해 주세요.");
    save.mutate({ fileSeq: props.document.fileSeq, formName: formName.trim() }, { onSuccess: props.onClose });
  };
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>서식저장</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {props.document.name}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="서식명"
          value={formName}
          onChange={(event) => {
            setFormName(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: POST_LIMITS.formNameMax } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={props.onClose}>
          취소
        </Button>
        <Button variant="contained" onClick={handleSave} loading={save.isPending}>
          저장
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 미리보기: the first letter as it will be printed — the address page (sender and recipient in the envelope window)
 * and the documents in order — with the PDF itself to download (POST posts/preview), and 서식저장 for uploads.
 */
export function PreviewStep(props: { unionSeq: number; draft: PostDraft; onAlert: (message: string) => void }) {
  const { draft, unionSeq } = props;
  const [saving, setSaving] = useState<DraftDocument | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const first: PostRecipientBody | undefined = draft.recipients.values().next().value;
  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await saveResponse(
        await postDownload(`${postsBase(unionSeq)}/posts/preview`, undefined, bodyOf(draft)),
        "우편_미리보기.pdf",
      );
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { lg: "1fr 1fr" }, gap: 3 }}>
      <Paper
        variant="outlined"
        sx={{ p: 3, borderRadius: 2, aspectRatio: "1 / 1.414", maxHeight: 620 }}
        aria-label="주소 면"
      >
        <AddressBlock
          title="보내는 사람"
          name={draft.sender.name}
          lines={[
            `${draft.sender.address} ${draft.sender.detailAddress}`.trim(),
            `우편번호 ${draft.sender.zipNo} · 연락처 ${draft.sender.phoneNo}`,
          ]}
        />
        <Box sx={{ ml: "45%", mt: 5, p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}>
          {first && (
            <AddressBlock
              title="받는 사람"
              name={`${first.name} 귀하`}
              lines={[first.address.address, first.address.detailAddress ?? "", first.address.zipNo].filter(Boolean)}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 6 }}>
          {`수신자마다 주소 면 1쪽 뒤에 아래 문서 ${draft.documents.length}건이 이어서 인쇄됩니다.`}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-label="문서 미리보기">
        <Box sx={{ display: "flex", alignItems: "center", mb: 2 }}>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            문서
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" onClick={() => void handleDownload()} loading={isDownloading}>
            PDF 미리보기
          </Button>
        </Box>
        {draft.documents.map((document, index) => (
          <Box
            key={document.fileSeq}
            sx={{ display: "flex", alignItems: "center", gap: 1, py: 1, borderBottom: 1, borderColor: "divider" }}
          >
            <Typography sx={{ flexGrow: 1 }}>{`${index + 1}. ${document.name}`}</Typography>
            {document.postFormSeq === null ? (
              <Button size="small" variant="outlined" onClick={() => setSaving(document)}>
                서식저장
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                저장된 서식
              </Typography>
            )}
          </Box>
        ))}
      </Paper>
      {saving && <SaveFormDialog unionSeq={unionSeq} document={saving} onClose={() => setSaving(null)} />}
    </Box>
  );
}
