import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Navigate } from "react-router";
import { PATHS } from "../../../lib/paths";
import type { SessionIds } from "../../../lib/session-cookies";
import { memberQuery, myUnionsQuery, sessionKeys, useSessionIds } from "../../session";
import { applicationsQuery, invitationsQuery } from "../api/account-queries";
import { MyZonesSection } from "../components/my-zones-section";
import { PersonalInfoSection } from "../components/personal-info-section";

function MyPageContent({ ids }: { ids: SessionIds }) {
  const { data: member } = useSuspenseQuery(memberQuery(ids.memberId));
  const applications = useQuery(applicationsQuery(ids.serviceMemberId));
  const invitations = useQuery(invitationsQuery(ids.serviceMemberId));
  const { data: unions } = useSuspenseQuery(myUnionsQuery(ids.serviceMemberId));
  const queryClient = useQueryClient();
  const pendingCount = applications.data?.length ?? 0;
  const previousPendingCount = useRef(pendingCount);
  // The applications poll while staff review them; one fewer means a decision, so the zones reload.
  useEffect(() => {
    if (pendingCount < previousPendingCount.current) {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.unions(ids.serviceMemberId) });
    }
    previousPendingCount.current = pendingCount;
  }, [pendingCount, queryClient, ids.serviceMemberId]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PersonalInfoSection member={member} />
      <MyZonesSection
        serviceMemberId={ids.serviceMemberId}
        unions={unions}
        applications={applications.data ?? []}
        invitations={invitations.data ?? []}
      />
    </Stack>
  );
}

/** `/my-page`: 개인정보 and 나의 사업구역. */
export function MyPage() {
  const ids = useSessionIds();
  if (!ids) return <Navigate to={PATHS.signIn} replace />;
  return (
    <>
      <title>마이페이지 | 조합 OMS</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        마이페이지
      </Typography>
      <MyPageContent ids={ids} />
    </>
  );
}
