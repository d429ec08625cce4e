import { zodResolver } from "@hookform/resolvers/zod";
import { mainNoConflict, normalizeOwner, type OwnerBody, OwnerBodySchema, type OwnerInput } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { fieldNamesOf, firstErrorMessage } from "../../../../lib/first-error-message";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { LocalAddressesSection } from "./local-addresses-section";
import { OwnerAddressesSection } from "./owner-addresses-section";
import { OwnerIdentitySection } from "./owner-identity-section";
import { OwnerMembershipSection } from "./owner-membership-section";
import { OwnerPhonesSection } from "./owner-phones-section";
import { useMainNoCheck } from "./use-representative-allowed";

export type OwnerFormProps = {
  unionSeq: number;
  /** Null for a new owner. */
  unionRegisterSeq: number | null;
  defaultValues: OwnerBody;
  submitLabel: string;
  isSubmitting: boolean;
  /** 관리 of the register; with 조회 only the fields are disabled and the submit button says why. */
  canWrite: boolean;
  onSubmit: (owner: OwnerInput) => void;
  onCancel: () => void;
};

/** 소유자 정보 (create and modify): every OwnerBody field; the first error shows in the 알림 dialog. */
export function OwnerForm(props: OwnerFormProps) {
  const { unionSeq, unionRegisterSeq, defaultValues, submitLabel, isSubmitting, canWrite, onSubmit, onCancel } = props;
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<OwnerBody, unknown, OwnerInput>({ resolver: zodResolver(OwnerBodySchema), defaultValues });
  const main = useWatch({ control: form.control, name: "unionRegisterNoMain" }) ?? null;
  const mainNoCheck = useMainNoCheck(unionSeq, main, unionRegisterSeq);

  /** The server's main-number rule, checked first: 단독 on a co-owners' number (or the reverse) is refused. */
  const handleValid = (owner: OwnerInput) => {
    const conflict =
      mainNoCheck && owner.unionRegisterNoMain
        ? mainNoConflict(owner.shareType, owner.unionRegisterNoMain, mainNoCheck)
        : null;
    if (conflict) setAlert(conflict);
    else onSubmit(normalizeOwner(owner));
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        aria-label="소유자 정보"
        onSubmit={form.handleSubmit(handleValid, (errors) =>
          setAlert(firstErrorMessage(errors, fieldNamesOf(formRef.current))),
        )}
      >
        <Box
          component="fieldset"
          disabled={isSubmitting || !canWrite}
          sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2.5 }}
        >
          <OwnerIdentitySection unionSeq={unionSeq} unionRegisterSeq={unionRegisterSeq} />
          <OwnerMembershipSection />
          <OwnerPhonesSection />
          <OwnerAddressesSection />
          <LocalAddressesSection />
        </Box>
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, py: 1, mt: 2.5 }}>
          <Button variant="outlined" color="inherit" size="large" onClick={onCancel} disabled={isSubmitting}>
            취소
          </Button>
          <WriteButton canWrite={canWrite} type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {submitLabel}
          </WriteButton>
        </Box>
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </FormProvider>
  );
}
