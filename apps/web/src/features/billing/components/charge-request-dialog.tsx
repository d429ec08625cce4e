import { zodResolver } from "@hookform/resolvers/zod";
import {
  CHARGE_PHONE_MAX_DIGITS,
  DEPOSITOR_NAME_MAX,
  type DepositChargeBody,
  DepositChargeBodySchema,
  type DepositChargeInput,
  BILLING_MESSAGES as M,
  MAX_CHARGE_AMOUNT,
  TAX_INVOICE_CHOICE_LABELS,
  TAX_INVOICE_CHOICES,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { formatWon } from "../../../lib/format";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../lib/idempotency-key";
import { notifySuccess } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { FormDigitsField } from "../../../ui/digits-field";
import { FormNumberField, FormTextField } from "../../../ui/form-fields";
import { useInvalidAlert } from "../../../ui/use-invalid-alert";
import { useRequestChargeMutation } from "../api/billing-mutations";
import { chargeBodyOf, depositTotalText, EMPTY_CHARGE, taxInvoiceFieldOf } from "../charge-form";

const CHARGE_FORM_ID = "charge-request-form";

export type ChargeRequestDialogProps = {
  unionSeq: number;
  onClose: () => void;
  /** After success: the new charge's seq and whether a tax invoice was chosen. */
  onRequested: (seq: number, wantsTaxInvoice: boolean) => void;
};

/** 충전하기 (spec 01 §4, §5): amount, depositor, emergency contact, tax invoice, VAT total, confirmation. */
export function ChargeRequestDialog({ unionSeq, onClose, onRequested }: ChargeRequestDialogProps) {
  const request = useRequestChargeMutation(unionSeq);
  /** One key per charge: a retry after no answer registers it once; a refusal or 422 makes a new one. */
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState<DepositChargeInput | null>(null);
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<DepositChargeBody>();
  const { control, handleSubmit, watch } = useForm<DepositChargeBody, unknown, DepositChargeInput>({
    resolver: zodResolver(DepositChargeBodySchema),
    defaultValues: EMPTY_CHARGE,
  });
  const amount = watch("requestAmount");
  const taxInvoice = taxInvoiceFieldOf(amount, watch("taxInvoiceType"));

  const handleConfirm = () => {
    if (!pending) return;
    request.mutate(
      { body: pending, idempotencyKey },
      {
        onSuccess: ({ seq }) => {
          notifySuccess(M.chargeDone);
          onRequested(seq, pending.taxInvoiceType === "APPLY");
        },
        onError: (error) => {
          if (needsNewIdempotencyKey(error)) setIdempotencyKey(newIdempotencyKey());
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={request.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="charge-title"
    >
      <DialogTitle id="charge-title">예치금 충전 요청</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={CHARGE_FORM_ID}
          noValidate
          ref={formRef}
          onSubmit={handleSubmit((input) => setPending(chargeBodyOf(input)), onInvalid)}
        >
          <Box
            component="fieldset"
            disabled={request.isPending}
            sx={{ border: 0, p: 0, m: 0, pt: 1, display: "grid", gap: 2 }}
          >
            <FormNumberField
              control={control}
              name="requestAmount"
              label="충전 요청 금액 (원)"
              required
              maxDigits={String(MAX_CHARGE_AMOUNT).length}
              helperText={`최대 ${formatWon(MAX_CHARGE_AMOUNT)}`}
            />
            <Box
              sx={{
                display: "flex",
                justifyContent: "space-between",
                bgcolor: "grey.50",
                borderRadius: 1,
                px: 2,
                py: 1.25,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                입금하실 금액 (부가세 10% 포함)
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }} aria-label="입금하실 금액" role="status">
                {depositTotalText(amount)}
              </Typography>
            </Box>
            <FormTextField
              control={control}
              name="depositorName"
              label="입금자명"
              required
              maxLength={DEPOSITOR_NAME_MAX}
            />
            <FormDigitsField
              control={control}
              name="depositorPhoneNo"
              label="비상 연락처"
              required
              placeholder="01012345678"
              maxDigits={CHARGE_PHONE_MAX_DIGITS}
            />
            <FormControl disabled={taxInvoice.isDisabled || request.isPending}>
              <FormLabel id="tax-invoice-label">세금계산서</FormLabel>
              <Controller
                control={control}
                name="taxInvoiceType"
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby="tax-invoice-label"
                    name={field.name}
                    value={taxInvoice.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    {TAX_INVOICE_CHOICES.map((choice) => (
                      <FormControlLabel
                        key={choice}
                        value={choice}
                        control={<Radio />}
                        label={TAX_INVOICE_CHOICE_LABELS[choice]}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
              {taxInvoice.note && <FormHelperText>{taxInvoice.note}</FormHelperText>}
            </FormControl>
            <Typography variant="caption" color="text.secondary">
              입금이 확인되면 요청 금액이 예치금으로 충전됩니다. 입금 전에는 충전 및 사용 관리에서 요청을 취소할 수
              있습니다.
            </Typography>
          </Box>
        </Box>
        {alertDialog}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={request.isPending}>
          취소
        </Button>
        <Button type="submit" form={CHARGE_FORM_ID} variant="contained" disabled={request.isPending}>
          충전 요청
        </Button>
      </DialogActions>
      <ConfirmDialog
        isOpen={pending !== null}
        title="충전 요청"
        message={
          pending
            ? `${M.chargeConfirm}\n충전 요청 금액 ${formatWon(pending.requestAmount)} (입금하실 금액 ${depositTotalText(pending.requestAmount)})`
            : ""
        }
        isPending={request.isPending}
        onCancel={() => setPending(null)}
        onConfirm={handleConfirm}
      />
    </Dialog>
  );
}
