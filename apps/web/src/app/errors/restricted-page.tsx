import { CLIENT_MESSAGES } from "@johap/contracts";
import { useNavigate } from "react-router";
import { PATHS } from "../../lib/paths";
import { AlertDialog } from "../../ui/alert-dialog";

/** `/error/restricted`: access to the zone was revoked; 확인 goes to /my-page. */
export function RestrictedPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>접근 제한 | 조합 OMS</title>
      <AlertDialog
        isOpen
        message={CLIENT_MESSAGES.restricted}
        onClose={() => navigate(PATHS.myPage, { replace: true })}
      />
    </>
  );
}
