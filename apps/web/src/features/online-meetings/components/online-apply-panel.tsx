import { ONLINE_MEETING_MESSAGES as M, type MeetDetail, type OnlineMeetingPanel } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key";
import { AmountText } from "../../../ui/amount-text";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { PaidRequestDialog } from "../../../ui/paid-request-dialog";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite, useSessionIds } from "../../session";
import { useApplyOnline, useCancelOnline, useCreateOnline } from "../api/online-mutations";
import { dateTimeText, ONLINE_MENU, wonText } from "../online-meetings-labels";

const FEATURES = [
  "총회 현장을 실시간 영상으로 송출하고, 조합원은 문자로 받은 링크에서 본인 확인 후 시청합니다.",
  "참석자는 의견을 남기고 발언을 요청할 수 있으며, 담당자는 답변과 발언 승인을 할 수 있습니다.",
  "총회 중 온라인 투표를 시작·마감하고, 종료 후 온라인 총회 내역 증명서를 내려받을 수 있습니다.",
];

type Props = { unionSeq: number; meet: MeetDetail; panel: OnlineMeetingPanel };

/**
 * The panel before the live dashboard (spec 03 §2.9): PENDING (explanation and 신청하기, disabled once the meeting
 * is COMPLETE), APPLYING (waiting for the operator, 신청 취소), CONFIRMED (the start screen 온라인 총회 운영 시작).
 */
export function OnlineApplyPanel({ unionSeq, meet, panel }: Props) {
  const canWrite = useCanWrite(ONLINE_MENU, unionSeq);
  const ids = useSessionIds();
  const idempotency = useIdempotencyKey();
  const apply = useApplyOnline(unionSeq, meet.meetSeq, ids?.memberId ?? null);
  const cancel = useCancelOnline(unionSeq, meet.meetSeq);
  const create = useCreateOnline(unionSeq, meet.meetSeq);
  const [isApplying, setIsApplying] = useState(false);
  const [isCanceling, setIsCanceling] = useState(false);

  const handleApply = () =>
    apply.mutate(idempotency.key, {
      onSuccess: () => {
        setIsApplying(false);
        notifySuccess(M.applied);
      },
      onError: idempotency.renewAfter,
    });
  const handleCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setIsCanceling(false);
        notifySuccess(M.canceled);
      },
      onError: () => setIsCanceling(false),
    });
  const handleCreate = () => create.mutate(undefined, { onSuccess: () => notifySuccess(M.started) });

  const cancelButton = (
    <WriteButton canWrite={canWrite} variant="outlined" color="error" onClick={() => setIsCanceling(true)}>
      신청 취소
    </WriteButton>
  );

  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      {panel.serviceStatus === "PENDING" && (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            온라인 총회
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {FEATURES.map((text) => (
              <Typography key={text} component="li" variant="body2" sx={{ mb: 0.5 }}>
                {text}
              </Typography>
            ))}
          </Box>
          <Typography>
            신청 비용 <b>{wonText(panel.cost)}</b> (운영사 확인 전 취소 시 전액 환불)
          </Typography>
          {!panel.isApplicable && <Alert severity="info">{M.meetComplete}</Alert>}
          <Box>
            <WriteButton
              canWrite={canWrite}
              variant="contained"
              disabled={!panel.isApplicable}
              onClick={() => setIsApplying(true)}
            >
              온라인 총회 신청하기
            </WriteButton>
          </Box>
        </Stack>
      )}
      {panel.serviceStatus === "APPLYING" && (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Typography variant="h6" component="h2">
            온라인 총회 신청 확인 중
          </Typography>
          <Typography>
            운영사에서 신청 내용을 확인하고 있습니다. 확인이 끝나면 온라인 총회 운영을 시작할 수 있습니다.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            신청 일시 {dateTimeText(panel.appliedAt)} · 신청 비용 {wonText(panel.cost)}
          </Typography>
          {cancelButton}
        </Stack>
      )}
      {panel.serviceStatus === "CONFIRMED" && (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Typography variant="h6" component="h2">
            온라인 총회 운영 시작
          </Typography>
          <Typography>
            신청이 확인되었습니다. 운영을 시작하면 참석 링크가 만들어지고 영상 송출 정보를 생성할 수 있습니다.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            확인 일시 {dateTimeText(panel.confirmedAt)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <WriteButton
              canWrite={canWrite}
              variant="contained"
              loading={create.isPending}
              disabled={meet.meetStatus === "COMPLETE"}
              onClick={handleCreate}
            >
              온라인 총회 운영 시작
            </WriteButton>
            {cancelButton}
          </Stack>
        </Stack>
      )}
      {isApplying && (
        <PaidRequestDialog
          title="온라인 총회 신청"
          facts={[
            { label: "총회명", value: <Typography>{meet.name}</Typography> },
            { label: "신청 비용", value: <AmountText amount={panel.cost} /> },
          ]}
          notices={[
            "신청 비용은 예치금(포인트 우선)에서 차감됩니다.",
            "운영사 확인 전에 취소하면 전액 환불되며, 확인 후에는 환불되지 않습니다.",
          ]}
          agreementRequired="주의사항을 확인하시고 내용에 동의해 주세요."
          submitLabel="신청하기"
          isPending={apply.isPending}
          onSubmit={handleApply}
          onClose={() => setIsApplying(false)}
        />
      )}
      <ConfirmDialog
        isOpen={isCanceling}
        title="온라인 총회 신청 취소"
        message={
          panel.isRefundable
            ? `${M.cancelConfirm}\n신청 비용 ${wonText(panel.cost)}이 환불됩니다.`
            : `${M.cancelConfirm}\n운영사 확인이 끝난 신청은 비용이 환불되지 않습니다.`
        }
        confirmLabel="신청 취소"
        isPending={cancel.isPending}
        onConfirm={handleCancel}
        onCancel={() => setIsCanceling(false)}
      />
    </Paper>
  );
}
