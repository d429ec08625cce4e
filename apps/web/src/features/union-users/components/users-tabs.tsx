import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { unionMenuPath } from "../../../lib/union-path";
import { INVITED_PATH, MEMBERS_PATH } from "../union-users-paths";

/** Title 사용자 관리 and the tabs 사용자 목록 / 초대 목록 (each its own route). */
export function UsersTabs({ unionSeq, current }: { unionSeq: number; current: "members" | "invited" }) {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
        사용자 관리
      </Typography>
      <Tabs value={current} sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }} aria-label="사용자 관리">
        <Tab value="members" label="사용자 목록" component={RouterLink} to={unionMenuPath(unionSeq, MEMBERS_PATH)} />
        <Tab value="invited" label="초대 목록" component={RouterLink} to={unionMenuPath(unionSeq, INVITED_PATH)} />
      </Tabs>
    </>
  );
}
