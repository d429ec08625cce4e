import { OFFICE_MESSAGES, type Office } from "@johap/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { WriteButton } from "../../../ui/write-button";
import { OFFICE_FIELD_LABELS as L } from "../office-labels";

export type OfficePanelProps = {
  office: Office | null;
  onEdit: () => void;
  /** 관리 of 사무실 정보 (M1102); without it 정보 수정 is disabled and says why. */
  canWrite: boolean;
};

const addressText = ({ address }: Office) =>
  [address.zipNo && `(${address.zipNo})`, address.address, address.detailAddress].filter(Boolean).join(" ");

/** One labelled value of the office (empty values show a dash). */
function Field({ label, children, isWide = false }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <Box sx={{ gridColumn: isWide ? "1 / -1" : undefined, display: "flex", gap: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
        {children || "-"}
      </Typography>
    </Box>
  );
}

/** The union's office (spec 01 §3 Office), or the empty text with a button that registers one. */
export function OfficePanel({ office, onEdit, canWrite }: OfficePanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="사무실 정보" sx={{ p: 3, borderRadius: 2, mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: office ? 2 : 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {office ? office.name : "사무실"}
        </Typography>
        <WriteButton canWrite={canWrite} variant={office ? "outlined" : "contained"} onClick={onEdit}>
          {office ? "정보 수정" : "사무실 정보 등록"}
        </WriteButton>
      </Box>
      {office ? (
        <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr 1fr", rowGap: 1.5, columnGap: 4 }}>
          <Field label={L.address} isWide>
            {addressText(office)}
          </Field>
          <Field label={L.phoneNo}>{formatPhone(office.phoneNo)}</Field>
          <Field label={L.faxNo}>{formatPhone(office.faxNo)}</Field>
          <Field label={L.email}>{office.email}</Field>
          <Field label={L.managerName}>
            {[office.managerName, office.managerPhoneNo && formatPhone(office.managerPhoneNo)]
              .filter(Boolean)
              .join(" · ")}
          </Field>
          <Field label={L.createdAt}>{formatDateTime(office.createdAt)}</Field>
          <Field label={L.modifiedAt}>{formatDateTime(office.modifiedAt)}</Field>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {OFFICE_MESSAGES.officeEmpty}
        </Typography>
      )}
    </Paper>
  );
}
