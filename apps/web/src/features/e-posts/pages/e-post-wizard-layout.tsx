import type { CreateElectronicDocumentResult, EpostAttachFile, EpostCandidate } from "@johap/contracts";
import Box from "@mui/material/Box";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet, useLocation, useOutletContext, useSearchParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { PageTitle } from "../../../ui/page-title";
import { epostDraftQuery } from "../api/e-posts-queries";
import { CREATE_SEGMENT, DRAFT_PARAM, parsePostSeq } from "../e-posts-paths";

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
  /** A resumed TEMP draft (이어서 작성): its seq and the documents it already holds. */
  draftSeq: number | null;
  keptFiles: readonly EpostAttachFile[];
  onKeptFilesChange: (files: EpostAttachFile[]) => void;
  created: CreateElectronicDocumentResult | null;
  onCreated: (result: CreateElectronicDocumentResult) => void;
  onAlert: (message: string) => void;
};
export const useEpostWizard = () => useOutletContext<EpostWizard>();

/**
 * The create wizard: its stepper and the state its steps share (leaving the wizard resets it). Opened with
 * `?draft={postSeq}` it resumes that TEMP post: its recipients, title and documents fill the steps once.
 */
export function EpostWizardLayout() {
  const unionSeq = useUnionSeq();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [draftSeq] = useState(() => parsePostSeq(searchParams.get(DRAFT_PARAM) ?? undefined));
  const draft = useQuery({ ...epostDraftQuery(unionSeq, draftSeq ?? 0), enabled: draftSeq !== null });
  const [selection, setSelection] = useState<ReadonlyMap<number, EpostCandidate>>(new Map());
  const [title, setTitle] = useState("");
  const [files, setFiles] = useState<readonly File[]>([]);
  const [keptFiles, setKeptFiles] = useState<readonly EpostAttachFile[]>([]);
  const [isDraftLoaded, setIsDraftLoaded] = useState(false);
  useEffect(() => {
    if (!draft.data || isDraftLoaded) return;
    setSelection(new Map(draft.data.recipients.map((r) => [r.unionRegisterSeq, r])));
    setTitle(draft.data.title);
    setKeptFiles(draft.data.attachFiles);
    setIsDraftLoaded(true);
  }, [draft.data, isDraftLoaded]);
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
    draftSeq,
    keptFiles,
    onKeptFilesChange: setKeptFiles,
    created,
    onCreated: setCreated,
    onAlert: setAlert,
  };
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <PageTitle>{draftSeq ? "전자 등기 이어서 작성" : "전자 등기 생성"}</PageTitle>
      <Stepper activeStep={activeStep} aria-label="전자 등기 생성 단계">
        {EPOST_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {draftSeq && !isDraftLoaded ? (
        <Typography color="text.secondary">
          {draft.isError ? "임시저장된 전자 등기를 불러오지 못했습니다." : "임시저장된 전자 등기를 불러오는 중입니다."}
        </Typography>
      ) : (
        <Outlet context={context} />
      )}
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Box>
  );
}
