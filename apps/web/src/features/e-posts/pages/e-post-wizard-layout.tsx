import type { CreateElectronicDocumentResult, EpostCandidate } from "@johap/contracts";
import Box from "@mui/material/Box";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { useState } from "react";
import { Outlet, useLocation, useOutletContext } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { PageTitle } from "../../../ui/page-title";
import { CREATE_SEGMENT } from "../e-posts-paths";

export const EPOST_STEPS = ["수신자 선택", "등기 입력", "생성 완료"] as const;

/** What the wizard's layout keeps across its two routes (spec 04 §2.3: recipient, then its child create). */
export type EpostWizard = {
  unionSeq: number;
  selection: ReadonlyMap<number, EpostCandidate>;
  onSelectionChange: (next: Map<number, EpostCandidate>) => void;
  title: string;
  onTitleChange: (title: string) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  created: CreateElectronicDocumentResult | null;
  onCreated: (result: CreateElectronicDocumentResult) => void;
  onAlert: (message: string) => void;
};
export const useEpostWizard = () => useOutletContext<EpostWizard>();

/** The create wizard: its stepper and the state its steps share (leaving the wizard resets it). */
export function EpostWizardLayout() {
  const unionSeq = useUnionSeq();
  const { pathname } = useLocation();
  const [selection, setSelection] = useState<ReadonlyMap<number, EpostCandidate>>(new Map());
  const [title, setTitle] = useState("");
  const [files, setFiles] = useState<readonly File[]>([]);
  const [created, setCreated] = useState<CreateElectronicDocumentResult | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const isCreateStep = pathname.replace(/\/+$/, "").endsWith(`/${CREATE_SEGMENT}`);
  const activeStep = created ? 2 : isCreateStep ? 1 : 0;
  const context: EpostWizard = {
    unionSeq,
    selection,
    onSelectionChange: setSelection,
    title,
    onTitleChange: setTitle,
    files,
    onFilesChange: setFiles,
    created,
    onCreated: setCreated,
    onAlert: setAlert,
  };
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <PageTitle>전자 등기 생성</PageTitle>
      <Stepper activeStep={activeStep} aria-label="전자 등기 생성 단계">
        {EPOST_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Outlet context={context} />
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Box>
  );
}
