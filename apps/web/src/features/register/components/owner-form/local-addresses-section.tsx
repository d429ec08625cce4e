import type { OwnerBody, OwnerInput } from "@johap/contracts";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useFieldArray, useFormContext } from "react-hook-form";
import { FormSection } from "../form-section";
import { LocalAddressCard } from "./local-address-card";
import { emptyLocalAddress } from "./owner-form-values";

/** 소재지: at least one located property; the last one cannot be deleted (spec 01 §5). */
export function LocalAddressesSection() {
  const { control } = useFormContext<OwnerBody, unknown, OwnerInput>();
  const locals = useFieldArray({ control, name: "localAddresses", keyName: "key" });
  return (
    <FormSection
      title="소재지"
      action={
        <Button size="small" startIcon={<Add />} onClick={() => locals.append(emptyLocalAddress())}>
          소재지 추가
        </Button>
      }
    >
      <Box sx={{ display: "grid", gap: 2 }}>
        {locals.fields.map((local, index) => (
          <LocalAddressCard
            key={local.key}
            index={index}
            isRemovable={locals.fields.length > 1}
            onRemove={() => locals.remove(index)}
          />
        ))}
      </Box>
    </FormSection>
  );
}
