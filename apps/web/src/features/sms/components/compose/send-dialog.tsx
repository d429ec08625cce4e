import { SMS_MESSAGES, type SmsRecipientCandidate } from "@johap/contracts";
import CloseIcon from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { notifySuccess } from "../../../../lib/notify";
import { PageLoading } from "../../../../ui/page-loading";
import { callersQuery } from "../../api/sms-queries";
import { includeAll } from "../../recipient-selection";
import { SendWizard } from "./send-wizard";

export type SmsSendDialogProps = {
  unionSeq: number;
  /** The prefilled title and message (editable before sending). */
  initialMessage?: { title: string; message: string };
  /**
   * Owners picked on the calling page (동의 현황 관리), selected as recipients when the dialog opens: each one
   * explicitly, so an owner without contact consent is included as a row ticked on its own.
   */
  initialRecipients?: readonly SmsRecipientCandidate[];
  onClose: () => void;
};

/**
 * 문자발송 as a dialog of another page (e.g. 현장중계): the same send wizard as the 문자 발송 menu (recipients, cost,
 * consent box, charged through the ledger like any text) started from a prefilled title and message; it closes after
 * the send instead of opening the record.
 */
export function SmsSendDialog({ unionSeq, initialMessage, initialRecipients, onClose }: SmsSendDialogProps) {
  const titleId = useId();
  const callers = useQuery(callersQuery(unionSeq));
  const approved = (callers.data ?? []).filter((caller) => caller.status === "C");
  const initialSelected = useMemo(() => includeAll(new Map(), initialRecipients ?? []), [initialRecipients]);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>문자발송</DialogTitle>
      <IconButton aria-label="닫기" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {callers.isPending ? (
          <PageLoading />
        ) : (
          <SendWizard
            unionSeq={unionSeq}
            callers={approved}
            initialMessage={initialMessage}
            initialSelected={initialSelected}
            isStayingAfterSend
            onSent={() => {
              notifySuccess(SMS_MESSAGES.sent);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
