import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useFormContext, useWatch } from "react-hook-form";
import { FormTextField } from "../../../../ui/form-fields";
import { CODE_GROUPS } from "../../register-labels";
import { useCommonCodes } from "../../use-common-codes";
import { FieldGrid } from "../form-section";
import { RightsCard } from "./rights-card";
import { AcquisitionFields, AreaField, CodeSelect, DateField, PortionField } from "./rights-fields";
import type { RightsFormValues } from "./rights-form-values";

/** 건물: permitted or not (spec 01 §4 disables the fields that do not apply), usage, structure, areas... */
export function BuildingRightsCard({ index }: { index: number }) {
  const { control, setValue } = useFormContext<RightsFormValues>();
  const usages = useCommonCodes(CODE_GROUPS.buildingUsage);
  const structures = useCommonCodes(CODE_GROUPS.buildingStructure);
  const at = `items.${index}.building` as const;
  const isPermitted = useWatch({ control, name: `${at}.isPermitted` });
  const isUnpermitted = !isPermitted;
  return (
    <RightsCard
      title="건물"
      action={
        <FormControlLabel
          label="허가 건물"
          control={
            <Switch
              checked={isPermitted}
              onChange={(event) => setValue(`${at}.isPermitted`, event.target.checked, { shouldDirty: true })}
            />
          }
        />
      }
    >
      <FieldGrid min={150}>
        <FormTextField
          control={control}
          name={`${at}.unPermittedBuildingNo`}
          label="무허가 건물 번호"
          size="small"
          disabled={isPermitted}
          maxLength={30}
        />
        <CodeSelect name={`${at}.buildingUsage`} label="용도" items={usages} disabled={isUnpermitted} />
        <CodeSelect name={`${at}.buildingStructure`} label="구조" items={structures} disabled={isUnpermitted} />
        <FormTextField
          control={control}
          name={`${at}.floor`}
          label="층"
          size="small"
          disabled={isUnpermitted}
          maxLength={20}
        />
        <FormTextField
          control={control}
          name={`${at}.buildingName`}
          label="건물명"
          size="small"
          disabled={isUnpermitted}
          maxLength={50}
        />
        <DateField name={`${at}.useApprovedAt`} label="사용 승인일" disabled={isUnpermitted} />
        <AcquisitionFields prefix={at} />
        <AreaField name={`${at}.totalArea`} label="연면적" />
        <AreaField name={`${at}.ownedArea`} label="소유 면적" />
        <PortionField name={`${at}.portion`} label="지분" />
        <FormTextField control={control} name={`${at}.associatedJibun`} label="관련 지번" size="small" maxLength={50} />
      </FieldGrid>
    </RightsCard>
  );
}
