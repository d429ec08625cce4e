import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { MESSAGES_TITLE, TAB_LABELS } from "../sms-labels";
import { callersPath, messagesPath, recordsPath } from "../sms-paths";

type TabKey = keyof typeof TAB_LABELS;

const tabOf = (pathname: string, unionSeq: number): TabKey => {
  if (pathname.startsWith(recordsPath(unionSeq))) return "records";
  if (pathname.startsWith(callersPath(unionSeq))) return "callers";
  return "send";
};

/** `union-management/messages`: the title, the three tabs as links, and the tab's page. */
export function MessagesLayout() {
  const unionSeq = useUnionSeq();
  const { pathname } = useLocation();
  const current = tabOf(pathname, unionSeq);
  const targets: Record<TabKey, string> = {
    send: messagesPath(unionSeq),
    records: recordsPath(unionSeq),
    callers: callersPath(unionSeq),
  };
  return (
    <>
      <title>{`${MESSAGES_TITLE} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
        {MESSAGES_TITLE}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={current} aria-label="문자 메뉴">
          {(Object.keys(TAB_LABELS) as TabKey[]).map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} component={RouterLink} to={targets[key]} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </>
  );
}
