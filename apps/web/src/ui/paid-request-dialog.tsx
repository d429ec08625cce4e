import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Fragment, type ReactNode } from "react";
import { AgreementCheck, useAgreement } from "./agreement-check";
import { RequestDialog } from "./request-dialog";

export type PaidRequestFact = { label: string; value: ReactNode };

/**
 * 발급 신청 of certificates (meetings and consents): the facts (count, cost...), the notices, the agreement box;
 * 발급 신청 without the box ticked shows `agreementRequired`, with it calls `onSubmit`.
 */
export function PaidRequestDialog(props: {
  title: string;
  facts: readonly PaidRequestFact[];
  notices: readonly string[];
  agreementRequired: string;
  /** The submit button: 발급 신청 unless told (전자 등기: 발송). */
  submitLabel?: string;
  isPending: boolean;
  /** False while what is asked is not known yet (the cost is being computed). */
  isReady?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const agreement = useAgreement();

  const handleSubmit = () => {
    if (!agreement.isChecked) {
      agreement.setError(props.agreementRequired);
      return;
    }
    agreement.setError(null);
    props.onSubmit();
  };

  return (
    <RequestDialog
      title={props.title}
      submitLabel={props.submitLabel ?? "발급 신청"}
      isPending={props.isPending}
      isReady={props.isReady}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    >
      <Box sx={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: 1, alignItems: "baseline" }}>
        {props.facts.map((fact) => (
          <Fragment key={fact.label}>
            <Typography color="text.secondary">{fact.label}</Typography>
            {fact.value}
          </Fragment>
        ))}
      </Box>
      <Alert severity="warning" icon={false} role="note">
        {props.notices.map((notice) => (
          <Typography key={notice} variant="body2">
            {`· ${notice}`}
          </Typography>
        ))}
      </Alert>
      <AgreementCheck {...agreement.checkProps} />
    </RequestDialog>
  );
}
