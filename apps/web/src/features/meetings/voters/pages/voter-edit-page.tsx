import {
  canEditVoter,
  MEET_MESSAGES as M,
  type MeetDetail,
  type MeetParticipant,
  normalizeVoterEdit,
  voterEditError,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { notifySuccess } from "../../../../lib/notify";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { PageLoading } from "../../../../ui/page-loading";
import { meetDetailPath, parseSeq } from "../../meetings-paths";
import { useUpdateVoterMutation } from "../api/voters-mutations";
import { voterQueryOf } from "../api/voters-queries";
import { MeetGatedPage } from "../components/meet-gated-page";
import { ResendDialog } from "../components/resend-dialog";
import { bodyOf, formOf, VoterEditForm, type VoterForm } from "../components/voter-edit-form";

/** The roster tab of the meeting's detail: where the edit page returns. */
export const rosterTabPath = (unionSeq: number, meetSeq: number) => `${meetDetailPath(unionSeq, meetSeq)}?tab=voters`;

function VoterEditor(props: { unionSeq: number; meet: MeetDetail; voter: MeetParticipant }) {
  const { unionSeq, meet, voter } = props;
  const navigate = useNavigate();
  const back = rosterTabPath(unionSeq, meet.meetSeq);
  const [form, setForm] = useState<VoterForm>(() => formOf(voter));
  const [alert, setAlert] = useState<string | null>(null);
  const [isResendOpen, setIsResendOpen] = useState(false);
  const save = useUpdateVoterMutation(unionSeq, meet.meetSeq, voter.meetParticipantSeq);
  const isEditable = canEditVoter(meet.meetStatus, meet.meetMethod, voter.electronicVoteStatus.progressStatus);

  const handleSave = () => {
    const body = bodyOf(form);
    const checked = normalizeVoterEdit({
      name: body.name.name,
      nameClass: body.name.nameClass,
      ownerType: body.ownerType,
      companyNo: body.companyNo ?? "",
      birth: body.birth ?? "",
      gender: body.gender,
      phoneNo: body.phoneNo,
      agent: body.agent ? { ...body.agent, nameClass: body.agent.nameClass ?? "" } : null,
    });
    const problem = voterEditError(checked);
    if (problem) {
      setAlert(problem);
      return;
    }
    save.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(M.saved);
        if (result.isResendOffered) setIsResendOpen(true);
        else navigate(back);
      },
    });
  };

  if (!isEditable) {
    return <AlertDialog isOpen message={M.notEditable} onClose={() => navigate(back, { replace: true })} />;
  }
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2, maxWidth: 960 }}>
      <VoterEditForm value={form} onChange={setForm} isDisabled={save.isPending} />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button variant="outlined" color="inherit" onClick={() => navigate(back)} disabled={save.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          저장
        </Button>
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
      {isResendOpen && (
        <ResendDialog
          unionSeq={unionSeq}
          meetSeq={meet.meetSeq}
          meetParticipantSeqs={[voter.meetParticipantSeq]}
          onClose={() => navigate(back)}
        />
      )}
    </Box>
  );
}

function VoterLoader(props: { unionSeq: number; meet: MeetDetail; seq: number }) {
  const voter = useQuery(voterQueryOf(props.unionSeq, props.meet.meetSeq, props.seq));
  if (voter.error) throw voter.error;
  if (!voter.data) return <PageLoading />;
  return <VoterEditor unionSeq={props.unionSeq} meet={props.meet} voter={voter.data} />;
}

/**
 * `history/{meetSeq}/{meetParticipantSeq}` (spec 03 §2.5): the voter's edit page, only in PROCESS and (electronic
 * methods) not while the link is WAIT, else 수정이 불가능한 상태입니다 and back; after saving identity changes the
 * resend-cost dialog (§4), otherwise back to the list.
 */
export function VoterEditPage() {
  const unionSeq = useUnionSeq();
  const params = useParams();
  const meetSeq = parseSeq(params.meetSeq) ?? 0;
  const seq = parseSeq(params.meetParticipantSeq) ?? 0;
  return (
    <MeetGatedPage unionSeq={unionSeq} meetSeq={meetSeq} title="선거인 수정" backTo={rosterTabPath(unionSeq, meetSeq)}>
      {(meet) => <VoterLoader unionSeq={unionSeq} meet={meet} seq={seq} />}
    </MeetGatedPage>
  );
}
