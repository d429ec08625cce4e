import { type HistoryParticipant, type MeetParticipantHistory, OWNER_LABELS, VOTER_LABELS } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";

const GENDER: Record<string, string> = { M: "남자", F: "여자", NONE: "-" };
export const HISTORY_TITLES = {
  ADD: "선거인 추가 이력",
  DELETE: "선거인 삭제 이력",
  EDIT: "선거인 수정 이력",
} as const;

const FIELDS: [string, (p: HistoryParticipant) => string][] = [
  ["연번", (p) => p.unionRegisterNo],
  ["이름", (p) => p.name.name],
  ["구분", (p) => p.name.nameClass || "-"],
  ["소유자 유형", (p) => OWNER_LABELS.ownerType[p.ownerType as keyof typeof OWNER_LABELS.ownerType] ?? p.ownerType],
  ["성별", (p) => GENDER[p.gender] ?? "-"],
  ["생년월일", (p) => p.birth || "-"],
  ["전화번호", (p) => formatPhone(p.phoneNo) || "-"],
  ["사업자등록번호", (p) => p.companyNo || "-"],
  ["대리인", (p) => (p.agent ? `${p.agent.name} ${p.agent.birth} ${formatPhone(p.agent.phoneNo)}` : "-")],
  ["우편 주소", (p) => [p.postAddress?.address, p.postAddress?.detailAddress].filter(Boolean).join(" ") || "-"],
];

/** 변동이력 detail (spec 03 §2.5): titled 선거인 추가 이력, 선거인 삭제 이력 or 선거인 수정 이력; an edit shows before and after. */
export function HistoryDialog({ history, onClose }: { history: MeetParticipantHistory; onClose: () => void }) {
  const previous = history.previousParticipant;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">{HISTORY_TITLES[history.actionType]}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={HISTORY_TITLES[history.actionType]}>
          <TableHead>
            <TableRow>
              <TableCell>항목</TableCell>
              {previous && <TableCell>수정 전</TableCell>}
              <TableCell>{previous ? "수정 후" : "내용"}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {FIELDS.map(([label, value]) => {
              const after = value(history.participant);
              const before = previous ? value(previous) : null;
              return (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ fontWeight: 600, width: 130 }}>
                    {label}
                  </TableCell>
                  {previous && <TableCell>{before}</TableCell>}
                  <TableCell sx={before !== null && before !== after ? { color: "error.main", fontWeight: 600 } : {}}>
                    {after}
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell component="th" sx={{ fontWeight: 600 }}>
                처리
              </TableCell>
              <TableCell colSpan={previous ? 2 : 1}>
                {`${VOTER_LABELS.actionType[history.actionType]} · ${history.modifiedBy} · ${formatDateTime(history.modifiedAt)}`}
                {history.reason ? ` · 사유: ${history.reason}` : ""}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </Dialog>
  );
}
