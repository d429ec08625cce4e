import type { OwnerBody, OwnerInput } from "@johap/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import RemoveCircleOutlined from "@mui/icons-material/RemoveCircleOutlined";
import Search from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { FormDigitsField } from "../../../../ui/digits-field";
import { FormTextField } from "../../../../ui/form-fields";
import { CODE_GROUPS } from "../../register-labels";
import { useCommonCodes } from "../../use-common-codes";
import { FieldGrid } from "../form-section";
import { emptyRegistrationAddress } from "./owner-form-values";
import { RegistryAddressDialog } from "./registry-address-dialog";

export type LocalAddressCardProps = { index: number; isRemovable: boolean; onRemove: () => void };

/** One located property with its registration addresses (at least one). */
export function LocalAddressCard({ index, isRemovable, onRemove }: LocalAddressCardProps) {
  const { control, getValues } = useFormContext<OwnerBody, unknown, OwnerInput>();
  /** The address the 등기부 주소 검색 dialog starts from; null while it is closed. */
  const [searchFrom, setSearchFrom] = useState<string | null>(null);
  const registrationTypes = useCommonCodes(CODE_GROUPS.registrationType);
  const registrations = useFieldArray({
    control,
    name: `localAddresses.${index}.registrationAddresses`,
    keyName: "key",
  });
  const at = `localAddresses.${index}` as const;
  const n = index + 1;
  const openSearch = () => {
    const local = getValues(at);
    setSearchFrom(
      [local.city, local.gu, local.dong, local.jibun]
        .map((part) => part?.trim() ?? "")
        .filter(Boolean)
        .join(" "),
    );
  };
  const typeOptions = registrationTypes.map((item) => (
    <MenuItem key={item.code} value={item.code}>
      {item.name}
    </MenuItem>
  ));

  return (
    <Paper variant="outlined" role="group" aria-label={`소재지 ${n}`} sx={{ p: 2, bgcolor: "grey.50" }}>
      <Box sx={{ display: "flex", alignItems: "center", mb: 1.5 }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>소재지 {n}</Typography>
        <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={!isRemovable} onClick={onRemove}>
          소재지 삭제
        </Button>
      </Box>
      <FieldGrid min={150}>
        <FormTextField control={control} name={`${at}.city`} label="시/도" required maxLength={20} />
        <FormTextField control={control} name={`${at}.gu`} label="시/군/구" maxLength={20} />
        <FormTextField control={control} name={`${at}.dong`} label="읍/면/동" required maxLength={20} />
        <FormTextField control={control} name={`${at}.jibun`} label="지번" required maxLength={20} />
        <FormTextField control={control} name={`${at}.zoneRoad`} label="도로명" maxLength={50} />
        <FormTextField control={control} name={`${at}.building`} label="건물명" maxLength={40} />
        <FormTextField control={control} name={`${at}.apartmentDong`} label="동" maxLength={20} />
        <FormTextField control={control} name={`${at}.apartmentFloor`} label="층" maxLength={20} />
        <FormTextField control={control} name={`${at}.apartmentHosu`} label="호" maxLength={20} />
        <FormTextField control={control} name={`${at}.registrationType`} label="등기 구분" select>
          {typeOptions}
        </FormTextField>
      </FieldGrid>
      <Box sx={{ display: "flex", alignItems: "center", mt: 2, mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: "text.secondary", flexGrow: 1 }}>
          등기 주소
        </Typography>
        <Button size="small" startIcon={<Search />} onClick={openSearch}>
          등기부 주소 검색
        </Button>
        <Button size="small" startIcon={<Add />} onClick={() => registrations.append(emptyRegistrationAddress())}>
          등기 주소 추가
        </Button>
      </Box>
      <Box sx={{ display: "grid", gap: 1.5 }}>
        {registrations.fields.map((registration, r) => (
          <Box
            key={registration.key}
            sx={{ display: "grid", gridTemplateColumns: "2fr 1fr 160px 40px", gap: 1.5, alignItems: "center" }}
          >
            <FormTextField
              control={control}
              name={`${at}.registrationAddresses.${r}.registrationAddress`}
              label={`등기 주소 ${r + 1}`}
              required
              maxLength={200}
              size="small"
            />
            <FormDigitsField
              control={control}
              name={`${at}.registrationAddresses.${r}.registrationNo`}
              label="등기 고유번호"
              maxDigits={20}
              allowHyphen
              size="small"
            />
            <FormTextField
              control={control}
              name={`${at}.registrationAddresses.${r}.registrationType`}
              label="구분"
              select
              size="small"
            >
              {typeOptions}
            </FormTextField>
            <IconButton
              aria-label={`등기 주소 ${r + 1} 삭제`}
              disabled={registrations.fields.length <= 1}
              onClick={() => registrations.remove(r)}
            >
              <RemoveCircleOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
      {searchFrom !== null && (
        <RegistryAddressDialog
          n={n}
          initialAddress={searchFrom}
          onSelect={(row) => {
            // A blank 등기 주소 row (the one a new form starts with) is filled rather than left above the result.
            const blank = (getValues(`${at}.registrationAddresses`) ?? []).findIndex(
              (r) => !r.registrationAddress?.trim() && !r.registrationNo?.trim(),
            );
            if (blank >= 0) registrations.update(blank, row);
            else registrations.append(row);
            setSearchFrom(null);
          }}
          onClose={() => setSearchFrom(null)}
        />
      )}
    </Paper>
  );
}
