import type { ServiceMemberUnion } from "@johap/contracts";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { balanceOf, ChargeButton, serviceInfoQuery } from "../../features/billing";
import { PATHS } from "../../lib/paths";
import { AmountText } from "../../ui/amount-text";

function ServiceSummary({ union }: { union: ServiceMemberUnion }) {
  const { data: info } = useQuery(serviceInfoQuery(union.unionId));
  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          서비스
        </Typography>
        {info && <Chip label={info.serviceDivisionName} color="primary" size="small" />}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          잔액
        </Typography>
        {info && <AmountText amount={balanceOf(info)} variant="subtitle1" sx={{ fontWeight: 700 }} />}
      </Box>
      <ChargeButton unionSeq={union.unionId} />
    </>
  );
}

/** Header: service division, balance (deposit + point), 충전하기 and 마이페이지 (spec 01 §1). */
export function AppHeader({ union }: { union: ServiceMemberUnion | null }) {
  const navigate = useNavigate();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 2, minHeight: 64 }}>
        {union ? <ServiceSummary union={union} /> : <Box sx={{ flexGrow: 1 }} />}
        <Button variant="outlined" onClick={() => navigate(PATHS.myPage)}>
          마이페이지
        </Button>
      </Toolbar>
    </AppBar>
  );
}
