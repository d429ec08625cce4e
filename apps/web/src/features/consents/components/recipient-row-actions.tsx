import { CLIENT_MESSAGES, CONSENT_MESSAGES, type ConsentRecipient } from "@johap/contracts";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";

export type RecipientAction = "written" | "withdraw" | "history" | "remove";

type Item = { action: RecipientAction; label: string; reason: string | null };

/** Ours: 대상자 제외 is refused once the consent is COMPLETED or while a submission stands (spec 02 §4). */
export const REMOVE_DISABLED = "마감된 전자 동의서이거나 제출한 대상자는 제외할 수 없습니다.";

/**
 * The row's menu (spec 02 §2.2): 서면 동의 등록, 철회하기, 이력 보기, and 대상자 제외; an action the rules
 * (or a read-only member) do not allow now is disabled, its reason in a tooltip (spec 02 §4's texts).
 */
export function RecipientRowActions(props: {
  row: ConsentRecipient;
  canWrite: boolean;
  isPending: boolean;
  onAction: (action: RecipientAction, row: ConsentRecipient) => void;
}) {
  const { row, canWrite } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const writeReason = (allowed: boolean, reason: string) =>
    !canWrite ? CLIENT_MESSAGES.writeDenied : allowed ? null : reason;
  const items: Item[] = [
    {
      action: "written",
      label: "서면 동의 등록",
      reason: writeReason(row.isWrittenRegistrable, CONSENT_MESSAGES.writtenNotAllowed),
    },
    {
      action: "withdraw",
      label: "철회하기",
      reason: writeReason(row.isWithdrawable, CONSENT_MESSAGES.withdrawNotAllowed),
    },
    { action: "history", label: "이력 보기", reason: null },
    {
      action: "remove",
      label: "대상자 제외",
      reason: props.isPending ? "처리 중입니다." : writeReason(row.isRemovable, REMOVE_DISABLED),
    },
  ];
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${row.registers.name.name} 관리 메뉴`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) =>
          item.reason === null ? (
            <MenuItem
              key={item.action}
              onClick={() => {
                setAnchor(null);
                props.onAction(item.action, row);
              }}
            >
              {item.label}
            </MenuItem>
          ) : (
            <Tooltip key={item.action} title={item.reason} placement="left" describeChild>
              <span>
                <MenuItem disabled>{item.label}</MenuItem>
              </span>
            </Tooltip>
          ),
        )}
      </Menu>
    </>
  );
}
