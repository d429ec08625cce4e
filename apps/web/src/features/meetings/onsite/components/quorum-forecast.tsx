import type { MeetQuorum, QuorumForecastStatus } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "../../../../lib/format";
import { meetQuorumQuery } from "../api/quorum-queries";
import { QUORUM_STATUS_COLORS, QUORUM_TEXTS as T } from "../quorum-labels";

type Kind = MeetQuorum["kinds"][number];
type Check = Kind["current"]["checks"][number];

function CountCell({ check }: { check: Check }) {
  return (
    <TableCell align="right" sx={{ color: check.isMet ? "success.main" : "error.main", whiteSpace: "nowrap" }}>
      {formatNumber(check.count)} / {formatNumber(check.required)}명{" "}
      {check.isMet ? "충족" : `(${check.shortfall}명 부족)`}
    </TableCell>
  );
}

function KindRows({ kind }: { kind: Kind }) {
  const orders = kind.agendaOrders.map((n) => `제${n}호`).join(", ");
  return (
    <>
      {kind.current.checks.map((check, i) => (
        <TableRow key={check.requirement}>
          {i === 0 && (
            <TableCell rowSpan={kind.current.checks.length + 1} sx={{ verticalAlign: "top" }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {kind.kindLabel}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {orders}
              </Typography>
            </TableCell>
          )}
          <TableCell>{check.label}</TableCell>
          <CountCell check={check} />
          <CountCell check={kind.expected.checks[i]!} />
          <TableCell sx={{ color: "text.secondary" }}>
            {check.article}
            {check.source === "ARTICLES" && <Chip size="small" label={T.articles} sx={{ ml: 0.5 }} />}
          </TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell>{kind.current.resolution.label}</TableCell>
        <TableCell align="right" colSpan={2}>
          {T.resolutionNeeds(kind.current.resolution.required)}
        </TableCell>
        <TableCell sx={{ color: "text.secondary" }}>{kind.current.resolution.article}</TableCell>
      </TableRow>
    </>
  );
}

/** How far the forecast is from the quorum, in a sentence. */
const summaryOf = (q: MeetQuorum) =>
  q.status === "SHORT"
    ? T.short(q.shortfall.PRESENCE, q.shortfall.IN_PERSON)
    : q.status === "EXPECTED"
      ? T.expected(q.expectedCount)
      : T.met;

/**
 * 정족수 충족 예상 (issue 16): the quorum engine's forecast on the attendance dashboard. Per agenda kind, each
 * requirement (출석, 직접 출석) now and once the members who said they will come (참석 예정) are there, with the
 * article that sets it, and the yes votes a resolution needs; co-owner issues to fix. Polled every 60 s.
 */
export function QuorumForecast({ unionSeq, meetSeq }: { unionSeq: number; meetSeq: number }) {
  const quorum = useQuery(meetQuorumQuery(unionSeq, meetSeq));
  if (quorum.error) throw quorum.error;
  const q = quorum.data;
  if (!q) return null;
  const status: QuorumForecastStatus = q.status;
  return (
    <Paper component="section" aria-label={T.title} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1, flexWrap: "wrap" }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {T.title}
        </Typography>
        <Chip label={q.label} color={QUORUM_STATUS_COLORS[status]} data-testid="quorum-status" />
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {summaryOf(q)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {T.members(q.memberCount, q.expectedCount)}
          {q.hasUnionArticles ? ` · ${T.articlesApplied}` : ""}
        </Typography>
      </Box>
      {q.issues.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {q.issues[0]!.message} ({T.issueCount(q.issues.length)})
        </Alert>
      )}
      <Table size="small" aria-label={T.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>안건 종류</TableCell>
            <TableCell>요건</TableCell>
            <TableCell align="right">현재</TableCell>
            <TableCell align="right">참석 예정 반영</TableCell>
            <TableCell>근거</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {q.kinds.map((kind) => (
            <KindRows key={kind.kind} kind={kind} />
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
        {T.footnote}
      </Typography>
    </Paper>
  );
}
