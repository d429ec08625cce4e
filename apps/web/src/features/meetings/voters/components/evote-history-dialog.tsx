import { CLIENT_MESSAGES, type MeetParticipant, VOTER_LABELS } from "@johap/contracts";
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
import { useQuery } from "@tanstack/react-query";
import { formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { evoteHistoriesQuery } from "../api/voters-queries";

/** 전자투표 발송 이력 (spec 03 §2.3 row action): each delivery of the voter's ballot link, newest first. */
export function EvoteHistoryDialog(props: {
  unionSeq: number;
  meetSeq: number;
  voter: MeetParticipant;
  onClose: () => void;
}) {
  const histories = useQuery(evoteHistoriesQuery(props.unionSeq, props.meetSeq, props.voter.meetParticipantSeq));
  const rows = histories.data ?? [];
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="evote-history-title">
      <DialogTitle id="evote-history-title">전자투표 발송 이력 - {props.voter.name.name}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="전자투표 발송 이력">
          <TableHead>
            <TableRow>
              <TableCell>구분</TableCell>
              <TableCell>상태</TableCell>
              <TableCell>전화번호</TableCell>
              <TableCell>요청일시</TableCell>
              <TableCell>전송일시</TableCell>
              <TableCell>수신일시</TableCell>
              <TableCell>열람일시</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((h) => (
              <TableRow key={h.sendSeq}>
                <TableCell>{VOTER_LABELS.sendKind[h.kind]}</TableCell>
                <TableCell>
                  {VOTER_LABELS.sendStatus[h.status]}
                  {h.failReason ? ` (${h.failReason})` : ""}
                </TableCell>
                <TableCell>{formatPhone(h.phoneNo) || "-"}</TableCell>
                <TableCell>{formatDateTime(h.requestedAt)}</TableCell>
                <TableCell>{formatDateTime(h.sentAt) || "-"}</TableCell>
                <TableCell>{formatDateTime(h.receivedAt) || "-"}</TableCell>
                <TableCell>{formatDateTime(h.openedAt) || "-"}</TableCell>
              </TableRow>
            ))}
            {histories.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  {CLIENT_MESSAGES.noData}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>닫기</Button>
      </DialogActions>
    </Dialog>
  );
}
