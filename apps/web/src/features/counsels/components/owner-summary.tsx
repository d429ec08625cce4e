import type { CounselRegisterSummary } from "@johap/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { positionShown } from "../counsels-labels";

/** The counselled owner above the form: 일련번호, 이름, 직책, 생년월일, 연락처, 대리인. */
export function OwnerSummary({ owner }: { owner: CounselRegisterSummary & { birth?: string } }) {
  const items: [string, string][] = [
    ["일련번호", owner.unionRegisterNo],
    ["이름", [owner.name, owner.nameClass].filter(Boolean).join(" ")],
    ["직책", positionShown(owner)],
    ["생년월일", formatDateDigits(owner.birth ?? "") || "-"],
    ["연락처", formatPhone(owner.phoneNo) || "-"],
    ["대리인", owner.agent ? `${owner.agent.name} (${formatPhone(owner.agent.phoneNo)})` : "-"],
  ];
  return (
    <Box
      component="section"
      aria-label="상담 대상"
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(3, auto 1fr)",
        gap: 1,
        columnGap: 2,
        p: 2,
        mb: 3,
        bgcolor: "grey.50",
        borderRadius: 1.5,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: label === "이름" ? 700 : 400 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
