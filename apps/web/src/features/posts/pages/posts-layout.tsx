import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageTitle } from "../../../ui/page-title";
import { POSTS_TITLE, TAB_LABELS } from "../posts-labels";
import { postRecordsPath, postsPath } from "../posts-paths";

type TabKey = keyof typeof TAB_LABELS;

/** `union-management/posts` (M0405, 우편 발송): the two tabs as links and the tab's page. */
export function PostsLayout() {
  const unionSeq = useUnionSeq();
  const { pathname } = useLocation();
  const current: TabKey = pathname.startsWith(postRecordsPath(unionSeq)) ? "records" : "send";
  const targets: Record<TabKey, string> = { send: postsPath(unionSeq), records: postRecordsPath(unionSeq) };
  return (
    <>
      <PageTitle>{POSTS_TITLE}</PageTitle>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={current} aria-label="우편 메뉴">
          {(Object.keys(TAB_LABELS) as TabKey[]).map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} component={RouterLink} to={targets[key]} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </>
  );
}
