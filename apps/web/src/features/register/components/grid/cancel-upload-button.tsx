import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { useFileStatusMutation } from "../../api/register-mutations";

/** CONVEY: the converted register may still be cancelled (its owners are removed) and uploaded again. */
export function CancelUploadButton({ unionSeq, canWrite }: { unionSeq: number; canWrite: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useFileStatusMutation(unionSeq);
  return (
    <>
      <WriteButton
        canWrite={canWrite}
        color="inherit"
        size="small"
        onClick={() => setIsConfirming(true)}
        disabled={cancel.isPending}
      >
        업로드 취소
      </WriteButton>
      <ConfirmDialog
        isOpen={isConfirming}
        title="업로드 취소"
        message="올린 명부의 변환을 취소하시겠습니까? 변환된 소유자가 모두 삭제되며, 명부를 다시 올릴 수 있습니다."
        confirmLabel="업로드 취소"
        cancelLabel="닫기"
        isPending={cancel.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => cancel.mutate("CANCEL", { onSettled: () => setIsConfirming(false) })}
      />
    </>
  );
}
