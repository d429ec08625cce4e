import { CONSENT_CERTIFICATE_MESSAGES as C, CONSENT_CERTIFICATE_UNIT_COST } from "@johap/contracts";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../../lib/format";
import { notifySuccess } from "../../../../lib/notify";
import { useIdempotencyKey } from "../../../../lib/use-idempotency-key";
import { AmountText } from "../../../../ui/amount-text";
import { PaidRequestDialog } from "../../../../ui/paid-request-dialog";
import { useRequestConsentCertificates } from "../api/consent-certificates-mutations";
import { CONSENT_CERTIFICATE_TEXTS as T } from "../consent-certificates-labels";

/** 발급 신청 (spec 02 §5, §6, §9): the requestor (the signed-in member), the count, 0 won, the agreement box. */
export function ConsentCertificateRequestDialog(props: {
  unionSeq: number;
  consentSeq: number;
  requestorName: string;
  recipientSeqs: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const request = useRequestConsentCertificates(props.unionSeq, props.consentSeq);
  const { key, renewAfter } = useIdempotencyKey();
  const count = props.recipientSeqs.length;

  const handleSubmit = () =>
    request.mutate(
      { body: { consentSeq: props.consentSeq, recipientSeqs: props.recipientSeqs, agreed: true }, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(C.requested);
          props.onDone();
        },
        onError: renewAfter,
      },
    );

  return (
    <PaidRequestDialog
      title={`${T.tab} 발급 신청`}
      facts={[
        { label: "신청자", value: <Typography sx={{ fontWeight: 600 }}>{props.requestorName}</Typography> },
        { label: "발급 건수", value: <Typography sx={{ fontWeight: 600 }}>{`${formatNumber(count)}건`}</Typography> },
        {
          label: "발급 비용",
          value: (
            <AmountText
              amount={count * CONSENT_CERTIFICATE_UNIT_COST}
              sx={{ fontWeight: 700, color: "primary.main" }}
            />
          ),
        },
      ]}
      notices={T.notices}
      agreementRequired={C.agreementRequired}
      isPending={request.isPending}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    />
  );
}
