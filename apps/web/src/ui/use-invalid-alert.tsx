import { type ReactNode, type RefObject, useRef, useState } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { fieldNamesOf, firstErrorMessage } from "../lib/first-error-message";
import { AlertDialog } from "./alert-dialog";

/**
 * Spec 01 §5: a form's first invalid field (in page order) is told in the 알림 dialog. Give `formRef`
 * to the form, `onInvalid` to react-hook-form's handleSubmit, and render `alertDialog`.
 */
export function useInvalidAlert<T extends FieldValues>(): {
  formRef: RefObject<HTMLFormElement | null>;
  onInvalid: (errors: FieldErrors<T>) => void;
  alertDialog: ReactNode;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  return {
    formRef,
    onInvalid: (errors) => setAlert(firstErrorMessage(errors, fieldNamesOf(formRef.current))),
    alertDialog: <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />,
  };
}
