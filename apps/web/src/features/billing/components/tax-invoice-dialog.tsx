import { zodResolver } from "@hookform/resolvers/zod";
import {
  CHARGE_PHONE_MAX_DIGITS,
  BILLING_MESSAGES as M,
  TAX_MANAGER_NAME_MAX,
  type TaxInvoiceBody,
  TaxInvoiceBodySchema,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { notifySuccess } from "../../../lib/notify";
import { FormDigitsField } from "../../../ui/digits-field";
import { FormTextField } from "../../../ui/form-fields";
import { useInvalidAlert } from "../../../ui/use-invalid-alert";
import { useTaxInvoiceMutation } from "../api/billing-mutations";
import { emptyTaxInvoice } from "../charge-form";

const TAX_INVOICE_FORM_ID = "tax-invoice-form";

export type TaxInvoiceDialogProps = { unionSeq: number; seq: number; onClose: () => void };

/** 세금계산서 발행 요청 for one charge (spec 01 §5): email, manager name and phone, deposit and issue dates. */
export function TaxInvoiceDialog({ unionSeq, seq, onClose }: TaxInvoiceDialogProps) {
  const submit = useTaxInvoiceMutation(unionSeq);
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<TaxInvoiceBody>();
  const { control, handleSubmit } = useForm<TaxInvoiceBody>({
    resolver: zodResolver(TaxInvoiceBodySchema),
    defaultValues: emptyTaxInvoice(),
  });
  const handleValid = (body: TaxInvoiceBody) =>
    submit.mutate(
      { seq, body },
      {
        onSuccess: () => {
          notifySuccess(M.taxInvoiceDone);
          onClose();
        },
      },
    );
  const dateProps = { type: "date", required: true, slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <Dialog
      open
      onClose={submit.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="tax-invoice-title"
    >
      <DialogTitle id="tax-invoice-title">세금계산서 발행 요청</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          충전 요청 번호 {seq}의 세금계산서를 받으실 정보를 입력해 주세요.
        </Typography>
        <Box
          component="form"
          id={TAX_INVOICE_FORM_ID}
          noValidate
          ref={formRef}
          onSubmit={handleSubmit(handleValid, onInvalid)}
        >
          <Box
            component="fieldset"
            disabled={submit.isPending}
            sx={{ border: 0, p: 0, m: 0, pt: 1, display: "grid", gap: 2 }}
          >
            <FormTextField control={control} name="email" label="이메일" type="email" required maxLength={100} />
            <FormTextField
              control={control}
              name="managerName"
              label="담당자명"
              required
              maxLength={TAX_MANAGER_NAME_MAX}
            />
            <FormDigitsField
              control={control}
              name="managerPhoneNo"
              label="담당자 연락처"
              required
              placeholder="01012345678"
              maxDigits={CHARGE_PHONE_MAX_DIGITS}
            />
            <FormTextField control={control} name="depositAt" label="입금일" {...dateProps} />
            <FormTextField control={control} name="requestAt" label="발행 요청일" {...dateProps} />
          </Box>
        </Box>
        {alertDialog}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={submit.isPending}>
          닫기
        </Button>
        <Button type="submit" form={TAX_INVOICE_FORM_ID} variant="contained" disabled={submit.isPending}>
          발행 요청
        </Button>
      </DialogActions>
    </Dialog>
  );
}
