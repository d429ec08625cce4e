import Button from "@mui/material/Button";
import { Link as RouterLink, useLoaderData } from "react-router";
import { PATHS } from "../../../lib/paths";
import { StatusPanel } from "../../../ui/status-panel";
import type { CallbackResult } from "../session-loaders";

/** `/auth/callback`: the loader exchanged the code; this shows progress or what went wrong. */
export function CallbackPage() {
  const { error } = useLoaderData<CallbackResult>();
  if (!error) return <StatusPanel isBusy title="로그인하는 중입니다." description="잠시만 기다려 주세요." />;
  return (
    <>
      <title>로그인 오류 | 조합 OMS</title>
      <StatusPanel
        isAlert
        title="로그인하지 못했습니다."
        description={error}
        action={
          <Button variant="contained" component={RouterLink} to={PATHS.signIn} replace>
            다시 로그인
          </Button>
        }
      />
    </>
  );
}
