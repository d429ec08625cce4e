import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "../../../../lib/format";
import { sendStatusCountQuery, writtenCountQuery } from "../api/voters-queries";

type Card = { label: string; value: number | undefined };

/** A row of small count cards (one group, titled). */
function CardGroup({ title, cards }: { title: string; cards: Card[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: "1 1 300px" }} role="group" aria-label={title}>
      <Typography variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {cards.map((card) => (
          <Box
            key={card.label}
            sx={{ flex: "1 1 64px", textAlign: "center", bgcolor: "action.hover", borderRadius: 1, py: 1 }}
            aria-label={`${card.label} ${card.value ?? 0}명`}
          >
            <Typography variant="caption" color="text.secondary" component="div">
              {card.label}
            </Typography>
            <Typography variant="h6" component="div" sx={{ fontWeight: 700 }}>
              {card.value === undefined ? "-" : formatNumber(card.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The voter list's count cards (spec 03 §2.3): electronic 수신완료, 전송대기, 전송실패, 전송완료, 미발송 and 열람,
 * 미열람, 투표완료, 미완료; onsite 제출(직접), 제출(등기), 제출(담당자), then 예정, 거부, 미정, 미응답, then 본인,
 * 대리인, 불참, 미정, 미확인. Refetched every 60 s.
 */
export function VoterCountCards(props: { unionSeq: number; meetSeq: number; kind: "electronic" | "onsite" }) {
  const isElectronic = props.kind === "electronic";
  const send = useQuery({ ...sendStatusCountQuery(props.unionSeq, props.meetSeq), enabled: isElectronic });
  const written = useQuery({ ...writtenCountQuery(props.unionSeq, props.meetSeq), enabled: !isElectronic });
  if (isElectronic) {
    const c = send.data;
    return (
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
        <CardGroup
          title="전자투표 발송 현황"
          cards={[
            { label: "수신완료", value: c?.received },
            { label: "전송대기", value: c?.sendWait },
            { label: "전송실패", value: c?.sendFail },
            { label: "전송완료", value: c?.sendDone },
            { label: "미발송", value: c?.unSent },
          ]}
        />
        <CardGroup
          title="전자투표 진행 현황"
          cards={[
            { label: "열람", value: c?.opened },
            { label: "미열람", value: c?.unOpened },
            { label: "투표완료", value: c?.voted },
            { label: "미완료", value: c?.unVoted },
          ]}
        />
      </Box>
    );
  }
  const w = written.data;
  return (
    <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
      <CardGroup
        title="서면 제출 방법"
        cards={[
          { label: "제출(직접)", value: w?.direct },
          { label: "제출(등기)", value: w?.registered },
          { label: "제출(담당자)", value: w?.manager },
        ]}
      />
      <CardGroup
        title="참석 예정"
        cards={[
          { label: "예정", value: w?.expected },
          { label: "거부", value: w?.refusal },
          { label: "미정", value: w?.undefined },
          { label: "미응답", value: w?.none },
        ]}
      />
      <CardGroup
        title="서면 제출자"
        cards={[
          { label: "본인", value: w?.mySelf },
          { label: "대리인", value: w?.agent },
          { label: "불참", value: w?.nonAppearance },
          { label: "미정", value: w?.undetermined },
          { label: "미확인", value: w?.unconfirmed },
        ]}
      />
    </Box>
  );
}
