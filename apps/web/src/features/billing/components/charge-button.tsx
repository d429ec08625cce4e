import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { billingKeys } from "../api/billing-keys";
import { BILLING_MENU } from "../billing-paths";

/** The dialogs (forms, zod) load on the first click, so the shell stays light. */
const ChargeFlow = lazy(async () => ({ default: (await import("./charge-flow")).ChargeFlow }));

/**
 * The header's 충전하기: opens the charge flow; when it ends the service info (balance) is refreshed.
 * Without 관리 of 충전 및 사용 내역 (M1103) it is disabled and says why.
 */
export function ChargeButton({ unionSeq }: { unionSeq: number }) {
  const queryClient = useQueryClient();
  const canWrite = useCanWrite(BILLING_MENU, unionSeq);
  const [isOpen, setIsOpen] = useState(false);
  const handleDone = () => {
    setIsOpen(false);
    void queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) });
  };
  return (
    <>
      <WriteButton canWrite={canWrite} variant="contained" onClick={() => setIsOpen(true)}>
        충전하기
      </WriteButton>
      {isOpen && (
        <Suspense fallback={null}>
          <ChargeFlow unionSeq={unionSeq} onDone={handleDone} />
        </Suspense>
      )}
    </>
  );
}
