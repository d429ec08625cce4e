import type { OwnerBody, OwnerInput } from "@johap/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useFormContext } from "react-hook-form";
import { ZIP_CODE_DIGITS } from "../../../../lib/digits";
import { FormDigitsField } from "../../../../ui/digits-field";
import { FormTextField } from "../../../../ui/form-fields";
import { FieldGrid, FormSection } from "../form-section";

const Caption = ({ children }: { children: string }) => (
  <Typography variant="body2" sx={{ fontWeight: 600, color: "text.secondary", mb: 1 }}>
    {children}
  </Typography>
);

/** 주소: where the owner lives, where mail goes, and anything else. */
export function OwnerAddressesSection() {
  const { control } = useFormContext<OwnerBody, unknown, OwnerInput>();
  return (
    <FormSection title="주소">
      <Box sx={{ display: "grid", gap: 3 }}>
        <Box>
          <Caption>실거주지</Caption>
          <FieldGrid min={160}>
            <FormTextField control={control} name="realAddress.city" label="실거주지 시/도" maxLength={20} />
            <FormTextField control={control} name="realAddress.gu" label="실거주지 시/군/구" maxLength={20} />
            <FormTextField control={control} name="realAddress.dong" label="실거주지 읍/면/동" maxLength={20} />
            <FormTextField control={control} name="realAddress.jibun" label="실거주지 지번" maxLength={20} />
          </FieldGrid>
          <Box sx={{ display: "grid", gridTemplateColumns: "2fr 1fr", gap: 2, mt: 2 }}>
            <FormTextField control={control} name="realAddress.address" label="실거주지 주소" maxLength={200} />
            <FormTextField
              control={control}
              name="realAddress.detailAddress"
              label="실거주지 상세주소"
              maxLength={35}
            />
          </Box>
        </Box>
        <Box>
          <Caption>우편물 수령지</Caption>
          <Box sx={{ display: "grid", gridTemplateColumns: "120px 2fr 1fr", gap: 2 }}>
            <FormDigitsField control={control} name="postAddress.zipNo" label="우편번호" maxDigits={ZIP_CODE_DIGITS} />
            <FormTextField control={control} name="postAddress.address" label="우편물 주소" maxLength={200} />
            <FormTextField control={control} name="postAddress.detailAddress" label="우편물 상세주소" maxLength={35} />
          </Box>
        </Box>
        <FormTextField control={control} name="etcAddress" label="기타 주소" maxLength={100} fullWidth />
      </Box>
    </FormSection>
  );
}
