import type { TimeSeriesUnit } from "@johap/contracts";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { writtenSeriesQuery } from "../api/onsite-queries";

const HEIGHT = 120;

/** 서면 제출 추이: standing written submissions per day (or hour) of the submission period, as bars. */
export function WrittenSeriesChart({ unionSeq, meetSeq }: { unionSeq: number; meetSeq: number }) {
  const theme = useTheme();
  const [unit, setUnit] = useState<TimeSeriesUnit>("DAY");
  const series = useQuery(writtenSeriesQuery(unionSeq, meetSeq, unit));
  if (series.error) throw series.error;
  const items = series.data?.items ?? [];
  const max = Math.max(1, ...items.map((i) => i.count));
  const format = unit === "DAY" ? "MM-DD" : "MM-DD HH시";
  const total = items.at(-1)?.cumulativeCount ?? 0;
  return (
    <Box component="section" aria-label="서면 제출 추이">
      <Box sx={{ display: "flex", alignItems: "center", mb: 1, gap: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          서면 제출 추이 (누적 {formatNumber(total)}명)
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unit}
          onChange={(_, next: TimeSeriesUnit | null) => next && setUnit(next)}
          aria-label="집계 단위"
        >
          <ToggleButton value="DAY">일별</ToggleButton>
          <ToggleButton value="HOUR">시간별</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          표시할 데이터가 없습니다.
        </Typography>
      ) : (
        <Box sx={{ display: "flex", alignItems: "flex-end", gap: "2px", height: HEIGHT + 20, overflowX: "auto" }}>
          {items.map((item) => {
            const label = `${dayjs(item.at).format(format)} ${formatNumber(item.count)}명 (누적 ${formatNumber(item.cumulativeCount)}명)`;
            return (
              <Box
                key={item.at}
                title={label}
                aria-label={label}
                role="img"
                sx={{
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "center",
                  minWidth: unit === "DAY" ? 36 : 10,
                  flex: 1,
                }}
              >
                <Box
                  sx={{
                    width: "100%",
                    height: (item.count / max) * HEIGHT,
                    minHeight: item.count > 0 ? 2 : 0,
                    bgcolor: theme.palette.primary.main,
                    borderRadius: "3px 3px 0 0",
                  }}
                />
                {unit === "DAY" && (
                  <Typography variant="caption" color="text.secondary" sx={{ fontSize: 10 }}>
                    {dayjs(item.at).format("MM-DD")}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
