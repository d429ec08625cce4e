import type { OwnerBody, OwnerInput, ShareType } from "@johap/contracts";
import MenuItem from "@mui/material/MenuItem";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { BIRTH_DATE_DIGITS } from "../../../../lib/digits";
import { FormDigitsField } from "../../../../ui/digits-field";
import { FormCheckbox, FormNumberField, FormTextField } from "../../../../ui/form-fields";
import { COMPANY_NO_MAX_DIGITS, formatCompanyNo } from "../../company-no";
import { GENDER_LABELS, OWNER_TYPE_LABELS, SHARE_TYPE_LABELS } from "../../register-labels";
import { FieldGrid, FormSection } from "../form-section";
import { ChoiceField } from "./choice-field";
import { useRepresentativeAllowed } from "./use-representative-allowed";

const SHARE_OPTIONS = (Object.keys(SHARE_TYPE_LABELS) as ShareType[]).map((value) => ({
  value,
  label: SHARE_TYPE_LABELS[value],
}));

export type OwnerIdentitySectionProps = { unionSeq: number; unionRegisterSeq: number | null };

/** 기본 정보: serial number, share type and representative, name, kind, gender, birth, company number. */
export function OwnerIdentitySection({ unionSeq, unionRegisterSeq }: OwnerIdentitySectionProps) {
  const { control, setValue, getValues } = useFormContext<OwnerBody, unknown, OwnerInput>();
  const shareType = useWatch({ control, name: "shareType" });
  const main = useWatch({ control, name: "unionRegisterNoMain" }) ?? null;
  const isShare = shareType === "SHARE";
  const isRepresentativeAllowed = useRepresentativeAllowed(unionSeq, isShare ? main : null, unionRegisterSeq);

  useEffect(() => {
    if (isRepresentativeAllowed === false && getValues("isRepresentative")) setValue("isRepresentative", false);
  }, [isRepresentativeAllowed, getValues, setValue]);

  const handleShareType = (next: ShareType) => {
    setValue("shareType", next);
    if (next === "SINGLE") {
      setValue("unionRegisterNoSub", 0);
      setValue("isRepresentative", false);
    } else if (getValues("unionRegisterNoSub") === 0) {
      setValue("unionRegisterNoSub", null);
    }
  };

  return (
    <FormSection title="기본 정보">
      <FieldGrid>
        <ChoiceField
          label="공유 구분"
          value={shareType ?? "SINGLE"}
          options={SHARE_OPTIONS}
          onChange={handleShareType}
        />
        <FormNumberField
          control={control}
          name="unionRegisterNoMain"
          label="본번"
          required={isShare}
          helperText={!isShare && unionRegisterSeq === null ? "비워 두면 다음 번호를 붙입니다." : undefined}
        />
        <FormNumberField
          control={control}
          name="unionRegisterNoSub"
          label="부번"
          required={isShare}
          disabled={!isShare}
        />
        {isShare && isRepresentativeAllowed ? (
          <FormCheckbox control={control} name="isRepresentative" label="대표자" />
        ) : (
          <span />
        )}
        <FormTextField control={control} name="name.name" label="이름" required maxLength={30} />
        <FormTextField control={control} name="name.nameClass" label="구분" maxLength={20} />
        <FormTextField control={control} name="ownerType" label="소유자 구분" select>
          {Object.entries(OWNER_TYPE_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="gender" label="성별" select>
          {Object.entries(GENDER_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDigitsField
          control={control}
          name="birth"
          label="생년월일"
          placeholder="19800101"
          maxDigits={BIRTH_DATE_DIGITS}
        />
        <FormDigitsField
          control={control}
          name="companyNo"
          label="사업자등록번호"
          placeholder="123-45-67890"
          maxDigits={COMPANY_NO_MAX_DIGITS}
          format={formatCompanyNo}
        />
      </FieldGrid>
    </FormSection>
  );
}
