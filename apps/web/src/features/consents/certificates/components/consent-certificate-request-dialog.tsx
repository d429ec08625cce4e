import { CONSENT_CERTIFICATE_MESSAGES as C, CONSENT_CERTIFICATE_UNIT_COST } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../../lib/idempotency-key";
import { notifySuccess } from "../../../../lib/notify";
import { AgreementCheck } from "../../../../ui/agreement-check";
import { AmountText } from "../../../../ui/amount-text";
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
  const titleId = useId();
  const request = useRequestConsentCertificates(props.unionSeq, props.consentSeq);
  const [isChecked, setIsChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const count = props.recipientSeqs.length;

  const handleSubmit = () => {
    if (!isChecked) return setError(C.agreementRequired);
    setError(null);
    request.mutate(
      { body: { consentSeq: props.consentSeq, recipientSeqs: props.recipientSeqs, agreed: true }, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(C.requested);
          props.onDone();
        },
        onError: (failure) => {
          if (needsNewIdempotencyKey(failure)) setKey(newIdempotencyKey());
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={request.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{`${T.tab} 발급 신청`}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 1.5 }}>
        <Box sx={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: 1, alignItems: "baseline" }}>
          <Typography color="text.secondary">신청자</Typography>
          <Typography sx={{ fontWeight: 600 }}>{props.requestorName}</Typography>
          <Typography color="text.secondary">발급 건수</Typography>
          <Typography sx={{ fontWeight: 600 }}>{`${formatNumber(count)}건`}</Typography>
          <Typography color="text.secondary">발급 비용</Typography>
          <AmountText amount={count * CONSENT_CERTIFICATE_UNIT_COST} sx={{ fontWeight: 700, color: "primary.main" }} />
        </Box>
        <Alert severity="warning" icon={false} role="note">
          {T.notices.map((notice) => (
            <Typography key={notice} variant="body2">
              {`· ${notice}`}
            </Typography>
          ))}
        </Alert>
        <AgreementCheck
          isChecked={isChecked}
          error={error}
          onChange={(checked) => {
            setIsChecked(checked);
            setError(null);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={props.onClose} disabled={request.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleSubmit} disabled={request.isPending}>
          발급 신청
        </Button>
      </DialogActions>
    </Dialog>
  );
}
