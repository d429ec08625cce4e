import { COUNSEL_SERVICE_TYPE, type Counsel, COUNSEL_MESSAGES as M } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageLoading } from "../../../ui/page-loading";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useModifyCounselMutation } from "../api/counsels-mutations";
import { counselDetailQuery } from "../api/counsels-queries";
import { CounselForm, type CounselFormOutput, type CounselFormValues } from "../components/counsel-form";
import { OwnerSummary } from "../components/owner-summary";
import { COUNSEL_TEXTS as T } from "../counsels-labels";
import { COUNSEL_HISTORY_MENU, counselDetailPath, parseSeq } from "../counsels-paths";
import { useIsCounselor } from "../use-is-counselor";

const valuesOf = (counsel: Counsel): CounselFormValues => ({
  method: counsel.method,
  counselAt: counsel.counselAt.slice(0, 16),
  topics: counsel.topics,
  tendency: counsel.tendency,
  votingWrittenType: counsel.votingWrittenType,
  meetAttendType: counsel.meetAttendType,
  memo: counsel.memo,
});

/** The form once the record is there (its values are the form's defaults). */
function ModifyForm({ unionSeq, counsel }: { unionSeq: number; counsel: Counsel }) {
  const navigate = useNavigate();
  const canWrite = useCanWrite(COUNSEL_HISTORY_MENU);
  const isCounselor = useIsCounselor(counsel);
  const modify = useModifyCounselMutation(unionSeq, counsel.counselSeq);
  const [defaults] = useState(() => valuesOf(counsel));
  const detailPath = counselDetailPath(unionSeq, counsel.counselSeq);

  const handleSubmit = (values: CounselFormOutput) =>
    modify
      .mutateAsync({
        ...values,
        unionSeq,
        unionRegisterSeq: counsel.unionRegisterSeq,
        counselSeq: counsel.counselSeq,
        serviceType: COUNSEL_SERVICE_TYPE,
      })
      .then(() => {
        notifySuccess(M.saved);
        navigate(detailPath, { replace: true });
      });

  return (
    <>
      {!isCounselor && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {T.onlyCounselor}
        </Alert>
      )}
      <CounselForm
        label={T.modifyTitle}
        defaultValues={defaults}
        isSubmitting={modify.isPending}
        onSubmit={handleSubmit}
        header={<OwnerSummary owner={counsel.unionRegister} />}
        actions={
          <>
            <Button variant="outlined" color="inherit" onClick={() => navigate(detailPath)}>
              {T.cancel}
            </Button>
            <WriteButton
              canWrite={canWrite}
              disabledReason={isCounselor ? null : T.onlyCounselor}
              type="submit"
              variant="contained"
              disabled={modify.isPending}
            >
              {T.save}
            </WriteButton>
          </>
        }
      />
    </>
  );
}

/** `counsel-management/counsels/{counselSeq}/modify` (M0902): the record's form, saved only by its counsellor. */
export function CounselModifyPage() {
  const unionSeq = useUnionSeq();
  const counselSeq = parseSeq(useParams().counselSeq) ?? 0;
  const detail = useQuery(counselDetailQuery(unionSeq, counselSeq));
  if (detail.error) throw detail.error;
  return (
    <>
      <title>{`${T.modifyTitle} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {T.modifyTitle}
      </Typography>
      {detail.isPending ? <PageLoading /> : <ModifyForm unionSeq={unionSeq} counsel={detail.data} />}
    </>
  );
}
