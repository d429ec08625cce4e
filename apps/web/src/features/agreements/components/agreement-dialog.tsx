import {
  AGREEMENT_STATUSES,
  type AgreementStatus,
  type SaveAgreementBody,
  SaveAgreementBodySchema,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { formatNumber } from "../../../lib/format";
import { formatDate } from "../../../lib/format-date";
import { AGREEMENT_STATUS_LABELS } from "../agreements-labels";

/**
 * 동의 현황 설정: the status (동의 현황을 선택해주세요.) and the response date of the selected owners; choosing
 * NONE (미확인) hides the date (spec 04 §4).
 */
export function AgreementDialog(props: {
  count: number;
  unionRegisterSeqs: number[];
  isPending: boolean;
  onSave: (body: SaveAgreementBody) => void;
  onClose: () => void;
  onInvalid: (message: string) => void;
}) {
  const titleId = useId();
  const [status, setStatus] = useState<AgreementStatus | "">("");
  const [responseAt, setResponseAt] = useState(formatDate());
  const handleSave = () => {
    const body = {
      unionRegisterSeqs: props.unionRegisterSeqs,
      consentStatus: status || undefined,
      responseAt: status === "NONE" ? null : responseAt,
    } as SaveAgreementBody;
    const checked = SaveAgreementBodySchema.safeParse(body);
    if (!checked.success) return props.onInvalid(checked.error.issues[0]?.message ?? "입력을 확인해 주세요.");
    props.onSave(body);
  };
  return (
    <Dialog
      open
      onClose={props.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>동의 현황 설정</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          선택한 {formatNumber(props.count)}명의 동의 현황을 변경합니다.
        </Typography>
        <FormControl>
          <FormLabel id={`${titleId}-status`}>동의 현황</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as AgreementStatus)}
          >
            {AGREEMENT_STATUSES.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={AGREEMENT_STATUS_LABELS[code]} />
            ))}
          </RadioGroup>
        </FormControl>
        {status !== "NONE" && (
          <TextField
            type="date"
            size="small"
            label="응답일"
            value={responseAt}
            onChange={(event) => setResponseAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: "1900-01-01", max: "2100-12-31" } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={props.onClose} disabled={props.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleSave} loading={props.isPending}>
          저장
        </Button>
      </DialogActions>
    </Dialog>
  );
}
