import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { useCanWrite } from "../../session";
import { officeQuery } from "../api/office-queries";
import { OfficeDialog } from "../components/office-dialog";
import { OfficeManagersSection } from "../components/office-managers-section";
import { OfficePanel } from "../components/office-panel";
import { OFFICE_TITLE } from "../office-labels";
import { OFFICE_MENU } from "../office-paths";

function OfficeContent({ unionSeq }: { unionSeq: number }) {
  const { data: office } = useSuspenseQuery(officeQuery(unionSeq));
  const [isEditing, setIsEditing] = useState(false);
  const canWrite = useCanWrite(OFFICE_MENU, unionSeq);
  return (
    <>
      <OfficePanel office={office} onEdit={() => setIsEditing(true)} canWrite={canWrite} />
      <OfficeManagersSection unionSeq={unionSeq} />
      {isEditing && <OfficeDialog unionSeq={unionSeq} office={office} onClose={() => setIsEditing(false)} />}
    </>
  );
}

/** `union-management/union-infos`: office data with its edit dialog and the office manager list (spec 01 §2). */
export function OfficePage() {
  const unionSeq = useUnionSeq();
  return (
    <>
      <title>{`${OFFICE_TITLE} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {OFFICE_TITLE}
      </Typography>
      <OfficeContent key={unionSeq} unionSeq={unionSeq} />
    </>
  );
}
