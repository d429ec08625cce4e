import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigation } from "react-router";
import { myUnionsQuery, useSessionIds } from "../../features/session";
import { PATHS } from "../../lib/paths";
import { getCurrentUnionSeq, type SessionIds } from "../../lib/session-cookies";
import { unionSeqInPath } from "../../lib/union-path";
import { PageLoading } from "../../ui/page-loading";
import { AppHeader } from "./app-header";
import { currentUnionOf } from "./current-union";
import { SideBar } from "./side-bar";

function ShellLayout({ ids }: { ids: SessionIds }) {
  const [isSideBarOpen, setIsSideBarOpen] = useState(true);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { data: unions = [] } = useQuery(myUnionsQuery(ids.serviceMemberId));
  const current = currentUnionOf(unions, unionSeqInPath(pathname), getCurrentUnionSeq());
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <SideBar
        isOpen={isSideBarOpen}
        onToggle={() => setIsSideBarOpen((isOpen) => !isOpen)}
        unions={unions}
        current={current}
        memberId={ids.memberId}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <AppHeader union={current} />
        {navigation.state === "loading" && (
          <LinearProgress sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: "tooltip" }} />
        )}
        <Box component="main" sx={{ flexGrow: 1, p: 4 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

/** The console frame for `/unions/:unionSeq/*` and `/my-page`: side bar, header, page. */
export function AppShell() {
  const ids = useSessionIds();
  if (!ids) return <Navigate to={PATHS.signIn} replace />;
  return <ShellLayout ids={ids} />;
}
