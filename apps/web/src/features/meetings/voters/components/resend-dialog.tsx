import { EVOTE_SEND_UNIT_COST, MEET_MESSAGES as M, type ResendCost } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { formatNumber, formatWon } from "../../../../lib/format";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../../lib/idempotency-key";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { useEncourageMutation, useResendCostMutation, useResendMutation } from "../api/voters-mutations";

/** Spec 03 §9: what a resend does and does not do. */
export const RESEND_NOTICES = [
  "전자투표 재발송은 전자투표 종료 24시간 전까지만 가능합니다.",
  "재발송 시 이전에 발송된 전자투표 링크는 사용할 수 없게 되며, 투표 설정은 변경되지 않습니다.",
  "발송 완료까지 약 5분이 소요될 수 있습니다.",
  "발송 요청 후에는 취소 및 환불이 불가능합니다.",
];

function ConsentBody(props: { summary: string; isChecked: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography sx={{ whiteSpace: "pre-line" }}>{props.summary}</Typography>
      <Alert severity="warning" icon={false}>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {RESEND_NOTICES.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </Box>
      </Alert>
      <FormControlLabel
        control={<Checkbox checked={props.isChecked} onChange={(e) => props.onCheck(e.target.checked)} />}
        label="주의사항을 확인하였으며 내용에 동의합니다."
      />
    </Box>
  );
}

/**
 * 전자투표 재발송 (spec 03 §2.3, §4, §5, §9): the cost from the server, the notices and the consent box
 * (주의사항을 확인하시고 내용에 동의해 주세요.), then one charged resend per Idempotency-Key.
 */
export function ResendDialog(props: {
  unionSeq: number;
  meetSeq: number;
  meetParticipantSeqs: number[];
  onClose: () => void;
  onDone?: () => void;
}) {
  const costOf = useResendCostMutation(props.unionSeq, props.meetSeq);
  const resend = useResendMutation(props.unionSeq, props.meetSeq);
  const [cost, setCost] = useState<ResendCost | null>(null);
  const [isChecked, setIsChecked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const { mutate: quote } = costOf;
  const onCloseRef = useRef(props.onClose);
  onCloseRef.current = props.onClose;
  // The voters as a stable key: a parent's re-render (the list polls) must not quote again.
  const seqKey = props.meetParticipantSeqs.join(",");
  useEffect(() => {
    quote(seqKey.split(",").map(Number), { onSuccess: setCost, onError: () => onCloseRef.current() });
  }, [quote, seqKey]);

  const handleConfirm = () => {
    if (!isChecked) {
      setAlert(M.acknowledgeRequiredDot);
      return;
    }
    resend.mutate(
      { meetParticipantSeqs: props.meetParticipantSeqs, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(M.resendDone);
          props.onDone?.();
          props.onClose();
        },
        onError: (error) => {
          if (needsNewIdempotencyKey(error)) setKey(newIdempotencyKey());
        },
      },
    );
  };
  if (!cost) return null;
  return (
    <>
      <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="resend-title">
        <DialogTitle id="resend-title">전자투표 재발송</DialogTitle>
        <DialogContent>
          <ConsentBody
            summary={`재발송 대상 ${formatNumber(cost.count)}명\n발송 비용 ${formatWon(cost.totalCost)} (건당 ${formatWon(cost.unitCost)})`}
            isChecked={isChecked}
            onCheck={setIsChecked}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={resend.isPending}>
            취소
          </Button>
          <Button variant="contained" onClick={handleConfirm} disabled={resend.isPending}>
            재발송
          </Button>
        </DialogActions>
      </Dialog>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}

/**
 * 독려 투표 재발송 (one unvoted voter) or 독려 투표 전체 재발송 (every unvoted voter with a phone): the notices and
 * the consent box, then one charged request per Idempotency-Key.
 */
export function EncourageDialog(props: {
  unionSeq: number;
  meetSeq: number;
  /** null: every unvoted voter. */
  voter: { meetParticipantSeq: number; name: string } | null;
  unvotedCount: number;
  onClose: () => void;
}) {
  const encourage = useEncourageMutation(props.unionSeq, props.meetSeq);
  const [isChecked, setIsChecked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const isAll = props.voter === null;
  const count = isAll ? props.unvotedCount : 1;
  const handleConfirm = () => {
    if (!isChecked) {
      setAlert(M.acknowledgeRequiredDot);
      return;
    }
    encourage.mutate(
      { seq: props.voter?.meetParticipantSeq ?? null, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(isAll ? M.encourageAllDone : M.encourageDone);
          props.onClose();
        },
        onError: (error) => {
          if (needsNewIdempotencyKey(error)) setKey(newIdempotencyKey());
        },
      },
    );
  };
  const title = isAll ? "독려 투표 전체 재발송" : "독려 투표 재발송";
  return (
    <>
      <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="encourage-title">
        <DialogTitle id="encourage-title">{title}</DialogTitle>
        <DialogContent>
          <ConsentBody
            summary={
              isAll
                ? `투표를 완료하지 않은 선거인 ${formatNumber(count)}명 중 전화번호가 있는 선거인에게 독려 투표를 재발송합니다.\n예상 비용 최대 ${formatWon(count * EVOTE_SEND_UNIT_COST)} (건당 ${formatWon(EVOTE_SEND_UNIT_COST)})`
                : `${props.voter?.name}님에게 독려 투표를 재발송합니다.\n발송 비용 ${formatWon(EVOTE_SEND_UNIT_COST)}`
            }
            isChecked={isChecked}
            onCheck={setIsChecked}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={encourage.isPending}>
            취소
          </Button>
          <Button variant="contained" onClick={handleConfirm} disabled={encourage.isPending}>
            재발송
          </Button>
        </DialogActions>
      </Dialog>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}
