import { COUNSEL_DEFAULTS, COUNSEL_SERVICE_TYPE, COUNSEL_MESSAGES as M, seoulMinuteNow } from "@johap/contracts";
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
import { useCreateCounselMutation } from "../api/counsels-mutations";
import { counselRegisterQuery } from "../api/counsels-queries";
import { CounselForm, type CounselFormOutput, type CounselFormValues } from "../components/counsel-form";
import { CounselHistoryPanel } from "../components/counsel-history-panel";
import { OwnerSummary } from "../components/owner-summary";
import { COUNSEL_TEXTS as T } from "../counsels-labels";
import { COUNSEL_CREATE_MENU, counselCreateListPath, parseSeq } from "../counsels-paths";

/** Spec 02 §9: VISIT, UNDETERMINED, NOT_APPLICABLE; the time is this minute (ours), topics and memo empty. */
const newCounsel = (): CounselFormValues => ({
  ...COUNSEL_DEFAULTS,
  counselAt: seoulMinuteNow(),
  topics: [],
  memo: "",
});

/** `counsel-management/create/{unionRegisterSeq}` (M0901): the form for one owner, with its earlier records. */
export function CounselCreatePage() {
  const unionSeq = useUnionSeq();
  const unionRegisterSeq = parseSeq(useParams().unionRegisterSeq) ?? 0;
  const navigate = useNavigate();
  const canWrite = useCanWrite(COUNSEL_CREATE_MENU);
  const owner = useQuery(counselRegisterQuery(unionSeq, unionRegisterSeq));
  const create = useCreateCounselMutation(unionSeq);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [defaults] = useState(newCounsel);
  if (owner.error) throw owner.error;
  if (owner.isPending) return <PageLoading />;

  const handleSubmit = (values: CounselFormOutput) =>
    create.mutateAsync({ ...values, unionSeq, unionRegisterSeq, serviceType: COUNSEL_SERVICE_TYPE }).then(() => {
      notifySuccess(M.saved);
      navigate(counselCreateListPath(unionSeq));
    });

  return (
    <>
      <title>{`${T.createTitle} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {T.createTitle}
      </Typography>
      <CounselForm
        label={T.createTitle}
        defaultValues={defaults}
        isSubmitting={create.isPending}
        onSubmit={handleSubmit}
        header={<OwnerSummary owner={owner.data} />}
        actions={
          <>
            <Button variant="outlined" color="inherit" onClick={() => navigate(counselCreateListPath(unionSeq))}>
              {T.back}
            </Button>
            <Button variant="outlined" onClick={() => setHistoryOpen(true)}>
              {T.previous}
            </Button>
            <WriteButton canWrite={canWrite} type="submit" variant="contained" disabled={create.isPending}>
              {T.submit}
            </WriteButton>
          </>
        }
      />
      <CounselHistoryPanel
        unionSeq={unionSeq}
        unionRegisterSeq={unionRegisterSeq}
        ownerName={owner.data.name}
        isOpen={isHistoryOpen}
        onClose={() => setHistoryOpen(false)}
      />
    </>
  );
}
