import { type ActivityMapping, ListRegistersQuerySchema } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { PHONE_MAX_DIGITS } from "../../../../lib/digits";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DigitsField } from "../../../../ui/digits-field";
import type { BaseFilterKey, RegisterFilters } from "../../register-filters";

/** `digits`: typed or pasted text keeps its digits (and '-' with "hyphens") up to maxLength. */
type FieldSpec = { key: BaseFilterKey; label: string; maxLength: number; digits?: "only" | "hyphens" };

/** Spec 01 §5 Filters: serial digits and '-' up to 11, phone digits up to 11, name up to 30. */
const FIELDS: readonly FieldSpec[] = [
  { key: "unionRegisterNo", label: "일련번호", maxLength: 11, digits: "hyphens" },
  { key: "name", label: "이름", maxLength: 30 },
  { key: "phoneNo", label: "연락처", maxLength: PHONE_MAX_DIGITS, digits: "only" },
  { key: "realAddress", label: "실거주지", maxLength: 100 },
  { key: "jibun", label: "지번", maxLength: 20 },
  { key: "buildingName", label: "건물명", maxLength: 40 },
  { key: "dong", label: "동", maxLength: 20 },
  { key: "hosu", label: "호수", maxLength: 20 },
];

export type RegisterSearchPanelProps = {
  filters: RegisterFilters;
  mappings: readonly ActivityMapping[];
  onSearch: (filters: RegisterFilters) => void;
};

/** The 검색 panel: every register filter; the first invalid value is told in the 알림 dialog. */
export function RegisterSearchPanel({ filters, mappings, onSearch }: RegisterSearchPanelProps) {
  const [draft, setDraft] = useState<RegisterFilters>(filters);
  const [alert, setAlert] = useState<string | null>(null);
  const set = (key: keyof RegisterFilters, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(draft)
        .map(([key, value]) => [key, value?.trim() ?? ""])
        .filter(([, value]) => value),
    ) as RegisterFilters;
    const checked = ListRegistersQuerySchema.safeParse(trimmed);
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
      return;
    }
    onSearch(trimmed);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="명부 검색"
      variant="outlined"
      onSubmit={handleSubmit}
      sx={{ p: 2.5, mb: 2, borderRadius: 2 }}
    >
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: 1.5 }}>
        {FIELDS.map((field) =>
          field.digits ? (
            <DigitsField
              key={field.key}
              size="small"
              label={field.label}
              value={draft[field.key] ?? ""}
              onValueChange={(value) => set(field.key, value)}
              maxDigits={field.maxLength}
              allowHyphen={field.digits === "hyphens"}
            />
          ) : (
            <TextField
              key={field.key}
              size="small"
              label={field.label}
              value={draft[field.key] ?? ""}
              onChange={(event) => set(field.key, event.target.value)}
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            />
          ),
        )}
        {mappings.map((mapping) => (
          <TextField
            key={mapping.attributeCode}
            size="small"
            label={mapping.displayName}
            value={draft[mapping.attributeCode as keyof RegisterFilters] ?? ""}
            onChange={(event) => set(mapping.attributeCode as keyof RegisterFilters, event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ))}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 2 }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          조건 초기화
        </Button>
        <Button type="submit" variant="contained">
          조회
        </Button>
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Paper>
  );
}
