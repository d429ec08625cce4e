import type { AttendSituation, CountShare } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatNumber, formatPercent } from "../../../../lib/format";
import { DonutChart } from "../../../../ui/donut-chart";
import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { attendSituationQuery } from "../api/onsite-queries";
import { ATTENDANCE_BANNERS, ONSITE_TEXTS as T } from "../onsite-labels";
import { OnsiteVoterTable } from "./onsite-voter-table";
import { QuorumForecast } from "./quorum-forecast";

const sum = (...shares: CountShare[]) => shares.reduce((n, s) => n + s.count, 0);

function SituationTable({ title, rows, total }: { title: string; rows: [string, CountShare][]; total: number }) {
  const subtotal = sum(...rows.map(([, share]) => share));
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{title}</TableCell>
            <TableCell align="right">인원</TableCell>
            <TableCell align="right">비율</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, share]) => (
            <TableRow key={label}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{formatNumber(share.count)}명</TableCell>
              <TableCell align="right">{formatPercent(share.percentage)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 700 } }}>
            <TableCell>소계</TableCell>
            <TableCell align="right">{formatNumber(subtotal)}명</TableCell>
            <TableCell align="right">
              {formatPercent(total > 0 ? Math.round((subtotal / total) * 10_000) / 100 : 0)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

function SituationTables({ s }: { s: AttendSituation }) {
  const total = s.totalParticipantCount;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 2, flexGrow: 1 }}>
      <SituationTable
        title={T.onsiteTable}
        total={total}
        rows={[
          ["서면투표 후 참석", s.writtenVoteOnSite],
          ["전자투표 후 참석", s.electronicVoteOnSite],
          ["현장 투표", s.onsiteAttendance],
        ]}
      />
      <SituationTable
        title={T.onlineTable}
        total={total}
        rows={[
          ["서면투표 후 참석", s.writtenVoteOnline],
          ["전자투표 후 참석", s.electronicVoteOnline],
          ["온라인 투표", s.onlineAttendance],
        ]}
      />
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
        <Table size="small" aria-label={T.totalTable}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{T.totalTable}</TableCell>
              <TableCell align="right">인원</TableCell>
              <TableCell align="right">비율</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(
              [
                [
                  "현장 참석",
                  { count: sum(s.writtenVoteOnSite, s.electronicVoteOnSite, s.onsiteAttendance), percentage: -1 },
                ],
                [
                  "온라인 참석",
                  { count: sum(s.writtenVoteOnline, s.electronicVoteOnline, s.onlineAttendance), percentage: -1 },
                ],
                ["서면투표 (불참)", s.writtenVote],
                ["전자투표 (불참)", s.electronicVote],
                ["불참", s.nonAttendance],
              ] as [string, CountShare][]
            ).map(([label, share]) => (
              <TableRow key={label}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">{formatNumber(share.count)}명</TableCell>
                <TableCell align="right">
                  {formatPercent(
                    share.percentage >= 0
                      ? share.percentage
                      : total > 0
                        ? Math.round((share.count / total) * 10_000) / 100
                        : 0,
                  )}
                </TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ "& td": { fontWeight: 700 } }}>
              <TableCell>전체 출석</TableCell>
              <TableCell align="right">{formatNumber(s.totalAttendance.count)}명</TableCell>
              <TableCell align="right">{formatPercent(s.totalAttendance.percentage)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

/**
 * 실시간 참석 현황 (spec 03 §2.6): the banner of the meeting's status, the attendance-rate donut 총회 출석률
 * (everyone present: on site, online, or by a written or electronic vote), the on-site, online and total tables,
 * and the voters with 현장 출석. Refreshed every 60 s.
 */
export function AttendanceTab({ unionSeq, meet }: MeetDetailTabProps) {
  const theme = useTheme();
  const situation = useQuery(attendSituationQuery(unionSeq, meet.meetSeq));
  if (situation.error) throw situation.error;
  const banner = ATTENDANCE_BANNERS[meet.meetStatus];
  const s = situation.data;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Alert severity={banner.severity} role="status">
        {banner.text}
      </Alert>
      {s && (
        <Box sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, flexShrink: 0 }}>
            <DonutChart
              label={T.attendanceRate}
              hasHeading
              segments={[
                {
                  label: "현장",
                  value: sum(s.writtenVoteOnSite, s.electronicVoteOnSite, s.onsiteAttendance),
                  color: theme.palette.primary.main,
                },
                {
                  label: "온라인",
                  value: sum(s.writtenVoteOnline, s.electronicVoteOnline, s.onlineAttendance),
                  color: theme.palette.secondary.main,
                },
                { label: "사전 투표", value: sum(s.writtenVote, s.electronicVote), color: theme.palette.success.main },
              ]}
              value={s.totalAttendance.count}
              total={s.totalParticipantCount}
            />
          </Paper>
          <SituationTables s={s} />
        </Box>
      )}
      <QuorumForecast unionSeq={unionSeq} meetSeq={meet.meetSeq} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        선거인 참석 현황
      </Typography>
      <OnsiteVoterTable unionSeq={unionSeq} meet={meet} mode="attendance" />
    </Box>
  );
}
