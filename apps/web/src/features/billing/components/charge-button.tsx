import Button from "@mui/material/Button";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { billingKeys } from "../api/billing-keys";

/** The dialogs (forms, zod) load on the first click, so the shell stays light. */
const ChargeFlow = lazy(async () => ({ default: (await import("./charge-flow")).ChargeFlow }));

/** The header's 충전하기: opens the charge flow; when it ends the service info (balance) is refreshed. */
export function ChargeButton({ unionSeq }: { unionSeq: number }) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const handleDone = () => {
    setIsOpen(false);
    void queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) });
  };
  return (
    <>
      <Button variant="contained" onClick={() => setIsOpen(true)}>
        충전하기
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ChargeFlow unionSeq={unionSeq} onDone={handleDone} />
        </Suspense>
      )}
    </>
  );
}
