import { CLIENT_MESSAGES } from "@johap/contracts";
import { AlertDialog } from "../../ui/alert-dialog";
import { closeRevokedAlert, useRevokedAlertMessage } from "./revoked-alert-store";

/** Spec 01 §8, E00503 and E00504: the server message, a hint to ask the union, 확인 signs out. */
export function RevokedAlert({ onSignOut }: { onSignOut: () => void }) {
  const message = useRevokedAlertMessage();
  const handleClose = () => {
    closeRevokedAlert();
    onSignOut();
  };
  return (
    <AlertDialog
      isOpen={message !== null}
      message={message === null ? "" : `${message}\n${CLIENT_MESSAGES.contactUnion}`}
      onClose={handleClose}
    />
  );
}
