import { type MeetParticipant, OWNER_LABELS, VOTER_LABELS } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";

const GENDER: Record<string, string> = { M: "남자", F: "여자", NONE: "-" };
const addressLine = (l: MeetParticipant["localAddresses"][number]) =>
  [
    l.dong,
    l.jibun,
    l.building,
    l.apartmentDong && `${l.apartmentDong}동`,
    l.apartmentFloor && `${l.apartmentFloor}층`,
    l.apartmentHosu && `${l.apartmentHosu}호`,
  ]
    .filter(Boolean)
    .join(" ");

/** 회원 상세 (spec 03 §2.3 row action): who the voter is and how far the voter got, never what was chosen. */
export function VoterDetailDialog({ voter, onClose }: { voter: MeetParticipant; onClose: () => void }) {
  const rows: [string, string][] = [
    ["연번", voter.unionRegisterNo],
    ["이름", `${voter.name.name}${voter.name.nameClass ? ` (${voter.name.nameClass})` : ""}`],
    ["소유자 유형", OWNER_LABELS.ownerType[voter.ownerType as keyof typeof OWNER_LABELS.ownerType] ?? voter.ownerType],
    ["생년월일", voter.birth || "-"],
    ["성별", GENDER[voter.gender] ?? "-"],
    ["사업자등록번호", voter.companyNo || "-"],
    ["전화번호", formatPhone(voter.phoneNo) || "-"],
    ["우편 주소", [voter.postAddress.address, voter.postAddress.detailAddress].filter(Boolean).join(" ") || "-"],
    ["소재지", voter.localAddresses.map(addressLine).join(", ") || "-"],
    [
      "대리인",
      voter.agent
        ? `${voter.agent.name} ${voter.agent.birth} ${GENDER[voter.agent.gender] ?? ""} ${formatPhone(voter.agent.phoneNo)}`
        : "-",
    ],
    ["전자투표 상태", VOTER_LABELS.progressStatus[voter.electronicVoteStatus.progressStatus]],
    ["투표 구분", VOTER_LABELS.voteCategory[voter.voteCategory]],
    ["투표일시", formatDateTime(voter.electronicVoteStatus.votedAt) || "-"],
    ["참석", VOTER_LABELS.attendanceCategory[voter.attendanceCategory]],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="voter-detail-title">
      <DialogTitle id="voter-detail-title">회원 상세</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="회원 상세">
          <TableBody>
            {rows.map(([head, value]) => (
              <TableRow key={head}>
                <TableCell component="th" sx={{ width: 140, fontWeight: 600, bgcolor: "action.hover" }}>
                  {head}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </Dialog>
  );
}
