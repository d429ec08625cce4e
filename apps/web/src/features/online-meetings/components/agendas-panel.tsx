import { AGAINST_CHOICE_LABELS } from "@johap/contracts";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { PageLoading } from "../../../ui/page-loading";
import { agendasQuery } from "../api/online-queries";

/** 안건 목록 (spec 03 §2.9 agenda cards): each agenda with its vote form and candidates. */
export function AgendasPanel({ unionSeq, meetSeq }: { unionSeq: number; meetSeq: number }) {
  const query = useQuery(agendasQuery(unionSeq, meetSeq));
  if (query.isPending) return <PageLoading />;
  const agendas = query.data ?? [];
  if (agendas.length === 0) return <Typography color="text.secondary">표시할 데이터가 없습니다.</Typography>;
  return (
    <Stack spacing={1.5}>
      {agendas.map((agenda) => (
        <Card key={agenda.agendaSeq} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              제{agenda.order}호 안건 {agenda.name}
            </Typography>
            {agenda.description && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line", mt: 0.5 }}>
                {agenda.description}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {agenda.voteForm === "AGAINST"
                ? `찬반 투표 (${Object.values(AGAINST_CHOICE_LABELS).join(" / ")})`
                : `선택 투표 (${agenda.selectCount}명 선택)`}
              {agenda.candidates.length > 1 || agenda.voteForm === "SELECT"
                ? ` · ${agenda.candidates.map((c) => `${c.no}. ${c.name}`).join(", ")}`
                : ""}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
