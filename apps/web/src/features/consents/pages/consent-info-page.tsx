import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageLoading } from "../../../ui/page-loading";
import { useCanWrite } from "../../session";
import { useUpdateConsentMutation } from "../api/consents-open-mutations";
import { templatesQuery } from "../api/consents-open-queries";
import { consentQuery } from "../api/consents-queries";
import { InfoEndButton } from "../components/info-end-button";
import { InfoForm } from "../components/info-form";
import { type ConsentFormValues, templateOf, updateBodyOf } from "../consent-form-values";
import { CONSENTS_MENU, consentDetailPath, parseConsentSeq } from "../consents-paths";

/** consent-management/{consentSeq}/info (spec 02 §2.3): 동의서 정보 with 이전, 확인 and 동의서 종료. */
export function ConsentInfoPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  // The route's loader let only a consent number through.
  const consentSeq = parseConsentSeq(useParams().consentSeq) ?? 0;
  const canWrite = useCanWrite(CONSENTS_MENU, unionSeq);
  const consent = useQuery(consentQuery(unionSeq, consentSeq));
  const templates = useQuery(templatesQuery(unionSeq));
  if (consent.error) throw consent.error;
  if (templates.error) throw templates.error;
  const update = useUpdateConsentMutation(unionSeq, consentSeq);
  const detailPath = consentDetailPath(unionSeq, consentSeq);

  const handleSubmit = async (values: ConsentFormValues) => {
    if (!consent.data) return;
    try {
      const usage = templateOf(templates.data ?? [], values.templateSeq)?.signatureUsage;
      await update.mutateAsync(updateBodyOf(values, consent.data, usage));
      navigate(detailPath);
    } catch (error) {
      if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
      throw error;
    }
  };

  return (
    <>
      <title>{"동의서 정보 | 조합 OMS"}</title>
      <Box sx={{ display: "flex", alignItems: "center", mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          동의서 정보
        </Typography>
      </Box>
      {consent.data && templates.data ? (
        <Box sx={{ maxWidth: 1080 }}>
          <InfoForm
            key={`${consent.data.progressStatus}`}
            unionSeq={unionSeq}
            consent={consent.data}
            templates={templates.data}
            canWrite={canWrite}
            isSubmitting={update.isPending}
            onSubmit={handleSubmit}
            onBack={() => navigate(detailPath)}
            endButton={
              consent.data.progressStatus === "IN_PROGRESS" && (
                <InfoEndButton unionSeq={unionSeq} consentSeq={consentSeq} canWrite={canWrite} />
              )
            }
          />
        </Box>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
