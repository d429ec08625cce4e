import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { PATHS } from "../../../lib/paths";
import type { SessionIds } from "../../../lib/session-cookies";
import { memberQuery, myUnionsQuery, useSessionIds } from "../../session";
import { MyZonesSection } from "../components/my-zones-section";
import { PersonalInfoSection } from "../components/personal-info-section";

function MyPageContent({ ids }: { ids: SessionIds }) {
  const { data: member } = useSuspenseQuery(memberQuery(ids.memberId));
  const { data: unions } = useSuspenseQuery(myUnionsQuery(ids.serviceMemberId));
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PersonalInfoSection member={member} />
      <MyZonesSection unions={unions} />
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
