import { canEditVoter, canResend, type MeetDetail, type MeetParticipant } from "@johap/contracts";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";

export type VoterAction = "detail" | "evoteHistory" | "resend" | "encourage" | "edit" | "delete";

/**
 * A row's menu (spec 03 §2.3-2.4): 회원 상세, 발송 이력 and 재발송 (methods with e-voting; resend per §4), 독려
 * 투표 재발송 (unvoted, PROCESS), 정보 수정 (PROCESS; not while WAIT) and 삭제 (roster, PROCESS).
 */
export function VoterRowActions(props: {
  row: MeetParticipant;
  meet: MeetDetail;
  kind: "electronic" | "onsite" | "roster";
  canWrite: boolean;
  onAction: (action: VoterAction, row: MeetParticipant) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { row, meet } = props;
  const status = row.electronicVoteStatus.progressStatus;
  const hasEvote = meet.meetMethod !== "ONSITE";
  const items: { action: VoterAction; label: string; isEnabled: boolean }[] = [
    { action: "detail", label: "회원 상세", isEnabled: true },
    ...(hasEvote && props.kind !== "onsite"
      ? [
          { action: "evoteHistory" as const, label: "발송 이력", isEnabled: true },
          {
            action: "resend" as const,
            label: "전자투표 재발송",
            isEnabled: props.canWrite && canResend(meet.meetStatus, meet.meetMethod, status),
          },
          {
            action: "encourage" as const,
            label: "독려 투표 재발송",
            isEnabled:
              props.canWrite &&
              meet.meetStatus === "PROCESS" &&
              row.voteCategory === "NOT_VOTED" &&
              status !== "VOTED" &&
              status !== "WITH",
          },
        ]
      : []),
    {
      action: "edit",
      label: "정보 수정",
      isEnabled: props.canWrite && canEditVoter(meet.meetStatus, meet.meetMethod, status),
    },
    ...(props.kind === "roster"
      ? [{ action: "delete" as const, label: "삭제", isEnabled: props.canWrite && meet.meetStatus === "PROCESS" }]
      : []),
  ];
  return (
    <>
      <IconButton size="small" aria-label={`${row.name.name} 관리`} onClick={(e) => setAnchor(e.currentTarget)}>
        ⋮
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.action}
            disabled={!item.isEnabled}
            onClick={() => {
              setAnchor(null);
              props.onAction(item.action, row);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
