import {
  BUILDING_LEDGER_KIND_LABELS,
  BUILDING_LEDGER_KINDS,
  type BuildingLedgerKind,
  DEFAULT_DOCUMENT_ISSUANCE_OPTIONS,
  type DocumentCode,
  type DocumentIssuanceOptions,
  ISSUANCE_TYPE_LABELS,
  ISSUANCE_TYPES,
  type IssuanceType,
  DOCUMENT_ISSUANCE_MESSAGES as M,
  RECORD_STATE_LABELS,
  RECORD_STATES,
  type RecordState,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DRAWER_DOCUMENTS } from "../document-issuance-labels";

export type IssuanceConditions = DocumentIssuanceOptions & { requestDocumentCodes: DocumentCode[] };

type DocumentKey = (typeof DRAWER_DOCUMENTS)[number]["key"];

function RadioRow<T extends string>(props: {
  label: string;
  name: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <Box>
      <FormLabel id={`${props.name}-label`} sx={{ fontSize: 14 }}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${props.name}-label`}
        name={props.name}
        value={props.value ?? ""}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={props.labels[option]}
            disabled={props.disabled}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/**
 * 발급 조건 (spec 04 §2.4, §5): the documents to order, the registry copy's options with their defaults (열람, no
 * sale list, no cancellation entries, no collateral list, 현행) and the building ledger's kind; 비용 조회 checks
 * them and hands them on.
 */
export function ConditionDrawer(props: {
  ownerCount: number;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (conditions: IssuanceConditions) => void;
}) {
  const [documents, setDocuments] = useState<Set<DocumentKey>>(new Set(["REGISTRY"]));
  const [options, setOptions] = useState<DocumentIssuanceOptions>(DEFAULT_DOCUMENT_ISSUANCE_OPTIONS);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof DocumentIssuanceOptions>(key: K, value: DocumentIssuanceOptions[K]) => {
    setError(null);
    setOptions((o) => ({ ...o, [key]: value }));
  };
  const toggle = (key: DocumentKey) => {
    setError(null);
    setDocuments((d) => {
      const next = new Set(d);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const hasRegistry = documents.has("REGISTRY");
  const hasLedger = documents.has("GG");

  const handleSubmit = () => {
    if (documents.size === 0) return setError(M.documentCodesRequired);
    if (hasLedger && !options.buildingLedgerKind) return setError(M.buildingLedgerKindRequired);
    setError(null);
    props.onSubmit({
      ...options,
      buildingLedgerKind: hasLedger ? options.buildingLedgerKind : null,
      requestDocumentCodes: DRAWER_DOCUMENTS.filter((d) => documents.has(d.key)).flatMap((d) => [...d.codes]),
    });
  };

  return (
    <Drawer anchor="right" open onClose={props.onClose} slotProps={{ paper: { sx: { width: 420 } } }}>
      <Box component="section" aria-label="발급 조건" sx={{ p: 3, display: "grid", gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          발급 조건
        </Typography>
        <Typography variant="body2" color="text.secondary">
          선택한 조합원 {props.ownerCount}명의 부동산에 발급할 자료와 조건을 선택해 주세요.
        </Typography>
        <Box role="group" aria-label="발급 자료">
          <FormLabel sx={{ fontSize: 14 }}>발급 자료</FormLabel>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr" }}>
            {DRAWER_DOCUMENTS.map((doc) => (
              <FormControlLabel
                key={doc.key}
                control={<Checkbox size="small" checked={documents.has(doc.key)} onChange={() => toggle(doc.key)} />}
                label={doc.label}
              />
            ))}
          </Box>
        </Box>
        <Divider />
        <Typography variant="subtitle2">등기사항증명서</Typography>
        <RadioRow<IssuanceType>
          label="발급 구분"
          name="issuanceType"
          value={options.issuanceType}
          options={[...ISSUANCE_TYPES].reverse()}
          labels={ISSUANCE_TYPE_LABELS}
          onChange={(v) => set("issuanceType", v)}
          disabled={!hasRegistry}
        />
        <RadioRow<RecordState>
          label="기록 상태"
          name="recordState"
          value={options.recordState}
          options={RECORD_STATES}
          labels={RECORD_STATE_LABELS}
          onChange={(v) => set("recordState", v)}
          disabled={!hasRegistry}
        />
        <Box sx={{ display: "grid" }}>
          {(
            [
              ["hasCancellationEntries", "말소사항 포함"],
              ["hasSaleList", "매매목록 포함"],
              ["hasCollateralList", "공동담보목록 포함"],
            ] as const
          ).map(([key, label]) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  size="small"
                  checked={options[key]}
                  onChange={(e) => set(key, e.target.checked)}
                  disabled={!hasRegistry}
                />
              }
              label={label}
            />
          ))}
        </Box>
        <Divider />
        <RadioRow<BuildingLedgerKind>
          label="건축물대장의 종류"
          name="buildingLedgerKind"
          value={options.buildingLedgerKind}
          options={BUILDING_LEDGER_KINDS}
          labels={BUILDING_LEDGER_KIND_LABELS}
          onChange={(v) => set("buildingLedgerKind", v)}
          disabled={!hasLedger}
        />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={options.hasLandHistory}
              onChange={(e) => set("hasLandHistory", e.target.checked)}
              disabled={!documents.has("TG")}
            />
          }
          label="토지대장 연혁 포함"
        />
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button color="inherit" onClick={props.onClose}>
            닫기
          </Button>
          <Button variant="contained" onClick={handleSubmit} disabled={props.isPending}>
            비용 조회
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
