import type { Member } from "@johap/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatBirth, formatPhone } from "../../../lib/format";

const rowsOf = (member: Member) => [
  { label: "이름", value: member.name },
  { label: "닉네임", value: member.nickname },
  { label: "생년월일", value: formatBirth(member.birth) },
  { label: "연락처", value: formatPhone(member.phoneNo) },
];

/** 개인정보: the signed-in member's own data. */
export function PersonalInfoSection({ member }: { member: Member }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="personal-info-title" sx={{ p: 3, borderRadius: 2 }}>
      <Typography id="personal-info-title" variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        개인정보
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "120px 1fr", rowGap: 1.5, columnGap: 2, m: 0 }}>
        {rowsOf(member).map((row) => (
          <Box key={row.label} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {row.value || "-"}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
