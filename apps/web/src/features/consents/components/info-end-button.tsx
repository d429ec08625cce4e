import { CONSENT_OPEN_MESSAGES } from "@johap/contracts";
import { useState } from "react";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { WriteButton } from "../../../ui/write-button";
import { useEndConsentMutation } from "../api/consents-open-mutations";

type InfoEndButtonProps = { unionSeq: number; consentSeq: number; canWrite: boolean };

/**
 * 동의서 종료 (spec 02 §4): only while in progress; after the confirmation the consent is COMPLETED, which
 * cannot be undone.
 */
export function InfoEndButton({ unionSeq, consentSeq, canWrite }: InfoEndButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const end = useEndConsentMutation(unionSeq, consentSeq);
  const handleConfirm = () =>
    end.mutate(undefined, {
      onSuccess: () => setIsOpen(false),
      onError: (error) => {
        setIsOpen(false);
        if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
      },
    });
  return (
    <>
      <WriteButton canWrite={canWrite} variant="contained" color="error" size="large" onClick={() => setIsOpen(true)}>
        동의서 종료
      </WriteButton>
      <ConfirmDialog
        isOpen={isOpen}
        title="동의서 종료"
        message={CONSENT_OPEN_MESSAGES.endConfirm}
        confirmLabel="종료"
        isPending={end.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setIsOpen(false)}
      />
    </>
  );
}
