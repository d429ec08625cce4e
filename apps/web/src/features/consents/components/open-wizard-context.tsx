import type { ConsentTemplate } from "@johap/contracts";
import { Navigate, useOutletContext } from "react-router";
import type { CandidateSelection } from "../open-recipient-selection";

/** The wizard's steps (spec 02 §2.4) and their path segments under consent-management/open. */
export const OPEN_STEPS = [
  { key: "info", segment: "", label: "동의서 정보 입력" },
  { key: "side-form", segment: "side-form", label: "제출 조건 설정" },
  { key: "selection", segment: "selection", label: "대상자 선택" },
] as const;
export type OpenStepKey = (typeof OPEN_STEPS)[number]["key"];

/** The step a pathname under the wizard shows (the info step for the wizard's own path). */
export function openStepOf(pathname: string): OpenStepKey {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return OPEN_STEPS.find((step) => step.segment && step.segment === last)?.key ?? "info";
}

export const openStepIndex = (key: OpenStepKey) => OPEN_STEPS.findIndex((step) => step.key === key);

/** What the wizard's layout hands its steps (the form itself comes through react-hook-form's context). */
export type OpenWizardContext = {
  unionSeq: number;
  templates: readonly ConsentTemplate[];
  selection: CandidateSelection;
  onSelectionChange: (next: CandidateSelection) => void;
  /** The furthest step whose form passed (0: none yet); a later step's URL sends back to the first. */
  reachedIndex: number;
  /** Checks the current step's fields (알림 with the first message) and goes on. */
  onNext: () => void;
  onBack: () => void;
  onCreate: () => void;
  isCreating: boolean;
  canWrite: boolean;
  onAlert: (message: string) => void;
};

export const useOpenWizard = () => useOutletContext<OpenWizardContext>();

/** A step reached by its URL before the steps before it passed: back to the first step. */
export function StepGuard({ step, children }: { step: OpenStepKey; children: React.ReactNode }) {
  const { reachedIndex } = useOpenWizard();
  if (openStepIndex(step) > reachedIndex) return <Navigate to=".." relative="path" replace />;
  return children;
}
