import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { ownerModifyPath, ownerRightsPath } from "../register-paths";

export type OwnerPageHeaderProps = {
  title: string;
  returnTo: string;
  /** With an owner, the tabs 소유자 정보 and 권리 내역. */
  tabs?: { unionSeq: number; unionRegisterSeq: number; current: "info" | "rights" };
};

/** Title, the way back to the grid, and the owner tabs of the modify pages. */
export function OwnerPageHeader({ title, returnTo, tabs }: OwnerPageHeaderProps) {
  return (
    <>
      <title>{`${title} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: tabs ? 1 : 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={returnTo} startIcon={<ArrowBack />} color="inherit">
          목록으로
        </Button>
      </Box>
      {tabs && (
        <Tabs value={tabs.current} sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}>
          <Tab
            value="info"
            label="소유자 정보"
            component={RouterLink}
            to={ownerModifyPath(tabs.unionSeq, tabs.unionRegisterSeq)}
            state={{ returnTo }}
            replace
          />
          <Tab
            value="rights"
            label="권리 내역"
            component={RouterLink}
            to={ownerRightsPath(tabs.unionSeq, tabs.unionRegisterSeq)}
            state={{ returnTo }}
            replace
          />
        </Tabs>
      )}
    </>
  );
}
