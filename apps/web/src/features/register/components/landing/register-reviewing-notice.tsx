import type { RegisterFileStatus } from "@johap/contracts";
import { useState } from "react";
import { formatDateTime } from "../../../../lib/format-date";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { StatusPanel } from "../../../../ui/status-panel";
import { WriteButton } from "../../../../ui/write-button";
import { useFileStatusMutation } from "../../api/register-mutations";

export type RegisterReviewingNoticeProps = { unionSeq: number; fileStatus: RegisterFileStatus; canWrite: boolean };

/** REGISTER, REGISTERING, REQUESTING: the register is under review; the request may be cancelled. */
export function RegisterReviewingNotice({ unionSeq, fileStatus, canWrite }: RegisterReviewingNoticeProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useFileStatusMutation(unionSeq);
  const details = [
    fileStatus.fileName && `파일: ${fileStatus.fileName}`,
    fileStatus.requestedAt && `요청 일시: ${formatDateTime(fileStatus.requestedAt)}`,
    "검토가 끝나면 이 화면이 자동으로 바뀝니다.",
  ].filter(Boolean);
  return (
    <>
      <StatusPanel
        isBusy
        title="조합원 명부를 검토하고 있습니다."
        description={details.join("\n")}
        action={
          <WriteButton
            canWrite={canWrite}
            variant="outlined"
            color="inherit"
            onClick={() => setIsConfirming(true)}
            disabled={cancel.isPending}
          >
            요청 취소
          </WriteButton>
        }
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title="요청 취소"
        message="조합원 명부 등록 요청을 취소하시겠습니까?"
        confirmLabel="요청 취소"
        cancelLabel="닫기"
        isPending={cancel.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => cancel.mutate("CANCEL", { onSettled: () => setIsConfirming(false) })}
      />
    </>
  );
}
