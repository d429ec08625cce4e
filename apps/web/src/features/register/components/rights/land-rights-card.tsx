import Typography from "@mui/material/Typography";
import { useFormContext } from "react-hook-form";
import { FormCheckbox } from "../../../../ui/form-fields";
import { CODE_GROUPS } from "../../register-labels";
import { useCommonCodes } from "../../use-common-codes";
import { FieldGrid } from "../form-section";
import { RightsCard } from "./rights-card";
import { AcquisitionFields, AreaField, CodeSelect, PortionField } from "./rights-fields";
import type { RightsFormValues } from "./rights-form-values";

/** 토지: category, utilization, acquisition, areas, portion and surface right of one located property. */
export function LandRightsCard({ index }: { index: number }) {
  const { control } = useFormContext<RightsFormValues>();
  const categories = useCommonCodes(CODE_GROUPS.landCategory);
  const utilizations = useCommonCodes(CODE_GROUPS.landUtilization);
  const at = `items.${index}.land` as const;
  return (
    <RightsCard title="토지">
      <FieldGrid min={150}>
        <CodeSelect name={`${at}.landCategory`} label="지목" items={categories} />
        <CodeSelect name={`${at}.utilization`} label="이용 상황" items={utilizations} />
        <AcquisitionFields prefix={at} />
        <AreaField name={`${at}.totalArea`} label="전체 면적" />
        <AreaField name={`${at}.incorporatedArea`} label="편입 면적" />
        <AreaField name={`${at}.ownedArea`} label="소유 면적" />
        <PortionField name={`${at}.portion`} label="지분" />
      </FieldGrid>
      <FormCheckbox control={control} name={`${at}.hasSurfaceRight`} label="지상권 있음" />
      <Typography variant="caption" color="text.secondary" component="p">
        면적은 소수점 셋째 자리까지 입력할 수 있습니다.
      </Typography>
    </RightsCard>
  );
}
