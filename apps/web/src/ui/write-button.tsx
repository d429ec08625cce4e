import { CLIENT_MESSAGES } from "@johap/contracts";
import Button, { type ButtonProps } from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";

export type WriteButtonProps = ButtonProps & {
  /** False without the menu's 관리 permission: disabled, and the tooltip says why. */
  canWrite: boolean;
  /** Another reason the action is not available (shown the same way), or null. */
  disabledReason?: string | null;
};

/**
 * A button for a change (등록, 삭제, 저장 ...): with only 조회 on its menu it is disabled and says why in a
 * tooltip, so a read-only member is never refused after filling a form. A disabled button takes no
 * pointer events, so the tooltip hangs on a wrapper.
 */
export function WriteButton({ canWrite, disabledReason = null, ...buttonProps }: WriteButtonProps) {
  const reason = canWrite ? disabledReason : CLIENT_MESSAGES.writeDenied;
  if (reason === null) return <Button {...buttonProps} />;
  return (
    <Tooltip title={reason} describeChild>
      <span style={{ display: "inline-flex" }}>
        <Button {...buttonProps} disabled />
      </span>
    </Tooltip>
  );
}
