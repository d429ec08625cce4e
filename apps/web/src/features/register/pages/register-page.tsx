import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { useCanWrite } from "../../session";
import { fileStatusQuery, isReviewing } from "../api/register-queries";
import { RegisterGridView } from "../components/grid/register-grid-view";
import { RegisterReviewingNotice } from "../components/landing/register-reviewing-notice";
import { RegisterUploadView } from "../components/landing/register-upload-view";
import { REGISTER_TITLE } from "../register-labels";
import { REGISTER_MENU } from "../register-paths";

function RegisterLanding({ unionSeq }: { unionSeq: number }) {
  const { data: fileStatus } = useSuspenseQuery(fileStatusQuery(unionSeq));
  const canWrite = useCanWrite(REGISTER_MENU, unionSeq);
  if (fileStatus.status === "CONVEY" || fileStatus.status === "CONFIRM") {
    return <RegisterGridView key={unionSeq} unionSeq={unionSeq} status={fileStatus.status} />;
  }
  if (isReviewing(fileStatus.status)) {
    return <RegisterReviewingNotice unionSeq={unionSeq} fileStatus={fileStatus} canWrite={canWrite} />;
  }
  return <RegisterUploadView unionSeq={unionSeq} fileStatus={fileStatus} canWrite={canWrite} />;
}

/** `union-management/registers`: upload form, review notice or grid, by the register's status (spec 01 §2). */
export function RegisterPage() {
  const unionSeq = useUnionSeq();
  return (
    <>
      <title>{`${REGISTER_TITLE} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {REGISTER_TITLE}
      </Typography>
      <RegisterLanding unionSeq={unionSeq} />
    </>
  );
}
