import { formatCounselAt, COUNSEL_MESSAGES as M } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { PageLoading } from "../../../ui/page-loading";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useDeleteCounselMutation } from "../api/counsels-mutations";
import { counselDetailQuery } from "../api/counsels-queries";
import {
  ATTEND_LABELS,
  METHOD_LABELS,
  positionShown,
  COUNSEL_TEXTS as T,
  TENDENCY_LABELS,
  TOPIC_LABELS,
  VOTING_WRITTEN_LABELS,
} from "../counsels-labels";
import { COUNSEL_HISTORY_MENU, counselListPath, counselModifyPath, parseSeq } from "../counsels-paths";
import { useIsCounselor } from "../use-is-counselor";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-line" }}>
        {children || "-"}
      </Typography>
    </>
  );
}

/** `counsel-management/counsels/{counselSeq}` (M0902): the record; 수정 and 삭제 only for its counsellor. */
export function CounselDetailPage() {
  const unionSeq = useUnionSeq();
  const counselSeq = parseSeq(useParams().counselSeq) ?? 0;
  const navigate = useNavigate();
  const canWrite = useCanWrite(COUNSEL_HISTORY_MENU);
  const detail = useQuery(counselDetailQuery(unionSeq, counselSeq));
  const isCounselor = useIsCounselor(detail.data);
  const remove = useDeleteCounselMutation(unionSeq);
  const [isConfirming, setConfirming] = useState(false);
  if (detail.error) throw detail.error;
  if (detail.isPending) return <PageLoading />;
  const counsel = detail.data;
  const owner = counsel.unionRegister;
  const notMine = isCounselor ? null : T.onlyCounselor;

  const handleDelete = () =>
    remove.mutate(counselSeq, {
      onSuccess: () => {
        notifySuccess(M.deleted);
        navigate(counselListPath(unionSeq), { replace: true });
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <title>{`${T.detailTitle} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {T.detailTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
        <Box
          component="dl"
          aria-label="상담 내역"
          sx={{ display: "grid", gridTemplateColumns: "140px 1fr", rowGap: 1.5, columnGap: 2, m: 0 }}
        >
          <Field label="일련번호">{owner.unionRegisterNo}</Field>
          <Field label="이름">{[owner.name, owner.nameClass].filter(Boolean).join(" ")}</Field>
          <Field label="직책">{positionShown(owner)}</Field>
          <Field label="연락처">{formatPhone(owner.phoneNo)}</Field>
          <Field label="대리인">
            {owner.agent ? `${owner.agent.name} (${formatPhone(owner.agent.phoneNo)})` : "등록된 대리인이 없습니다."}
          </Field>
          <Field label="상담방식">{METHOD_LABELS[counsel.method]}</Field>
          <Field label="상담일시">{formatCounselAt(counsel.counselAt)}</Field>
          <Field label="상담자">{counsel.counselor.name}</Field>
          <Field label="상담주제">
            <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
              {counsel.topics.map((topic) => (
                <Chip key={topic} component="span" size="small" variant="outlined" label={TOPIC_LABELS[topic]} />
              ))}
            </Stack>
          </Field>
          <Field label="성향">{TENDENCY_LABELS[counsel.tendency]}</Field>
          <Field label="서면결의">{VOTING_WRITTEN_LABELS[counsel.votingWrittenType]}</Field>
          <Field label="총회 참석">{ATTEND_LABELS[counsel.meetAttendType]}</Field>
          <Field label="상담내용">{counsel.memo}</Field>
          <Field label="등록일시">{formatDateTime(counsel.createdAt)}</Field>
          <Field label="수정일시">{formatDateTime(counsel.updatedAt)}</Field>
        </Box>
        <Box sx={{ display: "flex", gap: 1, mt: 3, justifyContent: "flex-end" }}>
          <Button variant="outlined" color="inherit" onClick={() => navigate(counselListPath(unionSeq))}>
            {T.back}
          </Button>
          <WriteButton
            canWrite={canWrite}
            disabledReason={notMine}
            variant="outlined"
            onClick={() => navigate(counselModifyPath(unionSeq, counselSeq))}
          >
            {T.edit}
          </WriteButton>
          <WriteButton
            canWrite={canWrite}
            disabledReason={notMine}
            variant="contained"
            color="error"
            onClick={() => setConfirming(true)}
          >
            {T.remove}
          </WriteButton>
        </Box>
      </Paper>
      <ConfirmDialog
        isOpen={isConfirming}
        message={M.deleteConfirm}
        confirmLabel={T.remove}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
