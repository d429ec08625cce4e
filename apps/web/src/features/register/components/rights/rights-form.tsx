import { LocalAddressRightsBodySchema } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { CODE_GROUPS } from "../../register-labels";
import { codeLabel, useCommonCodes } from "../../use-common-codes";
import { FormSection } from "../form-section";
import { BuildingRightsCard } from "./building-rights-card";
import { LandRightsCard } from "./land-rights-card";
import { type RightsBody, type RightsFormValues, toRightsBody } from "./rights-form-values";

export type RightsFormProps = {
  defaultValues: RightsFormValues;
  isSubmitting: boolean;
  /** 관리 of the register; with 조회 only the fields are disabled and 저장 says why. */
  canWrite: boolean;
  onSubmit: (body: RightsBody) => void;
  onCancel: () => void;
};

/** 권리 내역: a land and a building card per located property; the first invalid value shows in 알림. */
export function RightsForm({ defaultValues, isSubmitting, canWrite, onSubmit, onCancel }: RightsFormProps) {
  const form = useForm<RightsFormValues>({ defaultValues });
  const registrationTypes = useCommonCodes(CODE_GROUPS.registrationType);
  const [alert, setAlert] = useState<string | null>(null);
  const items = defaultValues.items;

  const handleValid = (values: RightsFormValues) => {
    const body = toRightsBody(values);
    const checked = LocalAddressRightsBodySchema.safeParse(body);
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "입력값을 확인해 주세요.");
      return;
    }
    onSubmit(body);
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate aria-label="권리 내역" onSubmit={form.handleSubmit(handleValid)}>
        <Box
          component="fieldset"
          disabled={isSubmitting || !canWrite}
          sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2.5 }}
        >
          {items.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
              등록된 소재지가 없습니다.
            </Typography>
          )}
          {items.map((item, index) => (
            <FormSection
              key={item.localAddressSeq}
              title={`소재지 ${index + 1} · ${item.dong} ${item.jibun}`}
              action={
                <Typography variant="body2" color="text.secondary">
                  {codeLabel(registrationTypes, item.registrationType)}
                </Typography>
              }
            >
              <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, gap: 2 }}>
                <LandRightsCard index={index} />
                <BuildingRightsCard index={index} />
              </Box>
            </FormSection>
          ))}
        </Box>
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, py: 1, mt: 2.5 }}>
          <Button variant="outlined" color="inherit" size="large" onClick={onCancel} disabled={isSubmitting}>
            취소
          </Button>
          <WriteButton
            canWrite={canWrite}
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting || items.length === 0}
          >
            저장
          </WriteButton>
        </Box>
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </FormProvider>
  );
}
