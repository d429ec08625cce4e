import { useEffect } from "react";
import { StatusPanel } from "../../../ui/status-panel";
import { SIGN_IN_REDIRECT_DELAY_MS, startAuthorization } from "../authorize";

/** `/auth/sign-in`: a short notice, then the authorization server's login page. */
export function SignInPage() {
  useEffect(() => {
    const timer = window.setTimeout(() => void startAuthorization(), SIGN_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <title>로그인 | 조합 OMS</title>
      <StatusPanel isBusy title="로그인 페이지로 이동합니다." description="잠시만 기다려 주세요." />
    </>
  );
}
