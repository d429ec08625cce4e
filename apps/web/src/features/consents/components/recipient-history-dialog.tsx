import { CONSENT_LABELS, type ConsentRecipient } from "@johap/contracts";
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
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../lib/format-date";
import { PageLoading } from "../../../ui/page-loading";
import { recipientHistoriesQuery } from "../api/consents-recipients-queries";
import { RecipientStatusChip } from "./recipient-columns";

/** Spec 02 §8's empty state of 이력 보기. */
export const NO_HISTORY = "제출 또는 철회 이력이 없습니다.";

/** 이력 보기: each submission, withdrawal and cancelled written consent, with who did it and when. */
export function RecipientHistoryDialog(props: {
  unionSeq: number;
  consentSeq: number;
  recipient: ConsentRecipient;
  onClose: () => void;
}) {
  const histories = useQuery(recipientHistoriesQuery(props.unionSeq, props.consentSeq, props.recipient.recipientSeq));
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">
        이력 보기
        <Typography variant="body2" color="text.secondary">
          {props.recipient.registers.unionRegisterNo} {props.recipient.registers.name.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {histories.isPending ? (
          <PageLoading />
        ) : histories.error ? (
          <Typography color="error">{histories.error.message}</Typography>
        ) : histories.data.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: "center", color: "text.secondary" }}>{NO_HISTORY}</Typography>
        ) : (
          <Table size="small" aria-label="제출 및 철회 이력">
            <TableHead>
              <TableRow>
                <TableCell>일시</TableCell>
                <TableCell>구분</TableCell>
                <TableCell align="center">상태</TableCell>
                <TableCell>처리자</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {histories.data.map((history) => (
                <TableRow key={history.recipientHistorySeq}>
                  <TableCell>{formatDateTime(history.occurredAt)}</TableCell>
                  <TableCell>{CONSENT_LABELS.recipientAction[history.action]}</TableCell>
                  <TableCell align="center">
                    <RecipientStatusChip status={history.status} />
                  </TableCell>
                  <TableCell>{history.manager.managerName || "-"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
