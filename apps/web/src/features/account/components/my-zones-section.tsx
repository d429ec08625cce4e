import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  type MyInvitation,
  type ServiceMemberUnion,
  type UnionApplication,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { unionHomePath } from "../../../lib/paths";
import { AlertDialog } from "../../../ui/alert-dialog";
import { applicationStatusName, invitationStatusName, unionLabelName } from "../account-labels";
import { type InvitationAnswer, useAnswerInvitationMutation } from "../api/account-mutations";
import { ZoneApplyDialog } from "./zone-apply-dialog";

export type MyZonesSectionProps = {
  serviceMemberId: number;
  unions: ServiceMemberUnion[];
  applications: UnionApplication[];
  invitations: MyInvitation[];
};

type InvitationActionsProps = {
  isPending: boolean;
  onAnswer: (answer: InvitationAnswer) => void;
};

function InvitationActions({ isPending, onAnswer }: InvitationActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
      <Button size="small" variant="contained" disabled={isPending} onClick={() => onAnswer("approve")}>
        수락
      </Button>
      <Button size="small" variant="outlined" color="inherit" disabled={isPending} onClick={() => onAnswer("reject")}>
        거절
      </Button>
    </Stack>
  );
}

const statusChip = (label: string, color: "primary" | "default" | "warning" | "success" | "error") => (
  <Chip size="small" label={label} color={color} variant="outlined" />
);

/** 나의 사업구역: managed zones, pending applications (신청중) and invitations with 수락 / 거절. */
export function MyZonesSection({ serviceMemberId, unions, applications, invitations }: MyZonesSectionProps) {
  const [isApplying, setIsApplying] = useState(false);
  // The section owns the answer and its 오류 dialog: a failed answer reloads the invitations, and an
  // invitation withdrawn meanwhile leaves the list (its row, and anything in it, is gone by then).
  const answer = useAnswerInvitationMutation(serviceMemberId);
  const [hasAnswerFailed, setHasAnswerFailed] = useState(false);
  const handleAnswer = (invitation: MyInvitation, kind: InvitationAnswer) =>
    answer.mutate(
      { unionId: invitation.unionId, unionManagerInvitationId: invitation.unionManagerInvitationId, answer: kind },
      { onError: () => setHasAnswerFailed(true) },
    );
  const isEmpty = unions.length + applications.length + invitations.length === 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-zones-title" sx={{ p: 3, borderRadius: 2 }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: "center", justifyContent: "space-between" }}>
        <Typography id="my-zones-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          나의 사업구역
        </Typography>
        <Button variant="contained" size="small" onClick={() => setIsApplying(true)}>
          사업구역 추가하기
        </Button>
      </Stack>
      {isEmpty ? (
        <Typography color="text.secondary">{CLIENT_MESSAGES.noData} 사업구역 추가하기로 신청해 주세요.</Typography>
      ) : (
        <Table size="small" aria-labelledby="my-zones-title">
          <TableHead>
            <TableRow>
              <TableCell>사업구역</TableCell>
              <TableCell sx={{ width: 120 }}>구분</TableCell>
              <TableCell sx={{ width: 180 }} align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {unions.map((union) => (
              <TableRow key={`union-${union.unionId}`}>
                <TableCell>
                  <Link component={RouterLink} to={unionHomePath(union.unionId)} underline="hover">
                    {union.unionName}
                  </Link>
                </TableCell>
                <TableCell>
                  {statusChip(unionLabelName(union.label), union.label === "SUPERVISOR" ? "primary" : "default")}
                </TableCell>
                <TableCell />
              </TableRow>
            ))}
            {applications.map((application) => (
              <TableRow key={`application-${application.unionApplicationId}`}>
                <TableCell>{application.unionName}</TableCell>
                <TableCell>{statusChip(applicationStatusName, "warning")}</TableCell>
                <TableCell />
              </TableRow>
            ))}
            {invitations.map((invitation) => (
              <TableRow key={`invitation-${invitation.unionManagerInvitationId}`}>
                <TableCell>{invitation.unionName}</TableCell>
                <TableCell>
                  {statusChip(
                    invitationStatusName(invitation.status),
                    invitation.status === "PENDING"
                      ? "warning"
                      : invitation.status === "ACCEPTED"
                        ? "success"
                        : "error",
                  )}
                </TableCell>
                <TableCell align="right">
                  {invitation.status === "PENDING" && (
                    <InvitationActions
                      isPending={answer.isPending}
                      onAnswer={(kind) => handleAnswer(invitation, kind)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isApplying && <ZoneApplyDialog serviceMemberId={serviceMemberId} onClose={() => setIsApplying(false)} />}
      <AlertDialog
        isOpen={hasAnswerFailed}
        title="오류"
        message={ACCOUNT_MESSAGES.invitationFailed}
        onClose={() => setHasAnswerFailed(false)}
      />
    </Paper>
  );
}
