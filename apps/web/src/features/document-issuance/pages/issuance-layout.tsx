import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageTitle } from "../../../ui/page-title";
import { ISSUANCE_TITLE, TAB_LABELS } from "../document-issuance-labels";
import { issuancePath, issuanceRecordsPath } from "../document-issuance-paths";

/** `union-management/document-issuances` (M0407, 자료 발급): the title, the two tabs as links, and the tab's page. */
export function IssuanceLayout() {
  const unionSeq = useUnionSeq();
  const { pathname } = useLocation();
  const current = pathname.startsWith(issuanceRecordsPath(unionSeq)) ? "records" : "issue";
  return (
    <>
      <PageTitle>{ISSUANCE_TITLE}</PageTitle>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={current} aria-label="자료 발급 메뉴">
          <Tab value="issue" label={TAB_LABELS.issue} component={RouterLink} to={issuancePath(unionSeq)} />
          <Tab value="records" label={TAB_LABELS.records} component={RouterLink} to={issuanceRecordsPath(unionSeq)} />
        </Tabs>
      </Box>
      <Outlet />
    </>
  );
}
