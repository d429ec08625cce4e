import { zodResolver } from "@hookform/resolvers/zod";
import {
  EVOTE_CONTACT_MAX,
  EVOTE_DESCRIPTION_MAX,
  EVOTE_SENDER_NAME_MAX,
  MEET_MESSAGES,
  MEET_MOVER_NAME_MAX,
  MEET_NAME_MAX,
  type MeetDetail,
  type UpdateMeetBody,
  UpdateMeetBodySchema,
  type UpdateMeetInput,
  VOTE_ADDITIONAL_CONTENT_MAX,
  VOTE_ADDITIONAL_TITLE_MAX,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { notifySuccess } from "../../../../lib/notify";
import { FormDigitsField } from "../../../../ui/digits-field";
import { FormCheckbox, FormTextField } from "../../../../ui/form-fields";
import { useInvalidAlert } from "../../../../ui/use-invalid-alert";
import { useUpdateMeet } from "../api/meet-mutations";
import { MEET_DETAIL_TEXTS as T } from "../meet-detail-labels";
import { areTimesEditable, editBodyOf, editValuesOf, isMeetEditable } from "./meet-edit-values";

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
      {title}
    </Typography>
  );
}

/**
 * 정보 수정 (spec 03 §2.2): name, convener, e-vote sender/contact/description, on-site place/contact and the
 * additional info while BEFORE or PROCESS; the times only while BEFORE. 총회 정보가 수정되었습니다.
 */
export function MeetEditDialog(props: { unionSeq: number; meet: MeetDetail; onClose: () => void }) {
  const { meet } = props;
  const titleId = useId();
  const update = useUpdateMeet(props.unionSeq, meet.meetSeq);
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<UpdateMeetBody>();
  const form = useForm<UpdateMeetBody, unknown, UpdateMeetInput>({
    defaultValues: editValuesOf(meet),
    resolver: zodResolver(UpdateMeetBodySchema),
  });
  const isAdditional = useWatch({ control: form.control, name: "voteAdditional.isVoteAdditionalInputEnabled" });
  const isEditable = isMeetEditable(meet);
  const timesDisabled = !areTimesEditable(meet);
  const { control } = form;

  const handleValid = (values: UpdateMeetInput) =>
    update.mutate(editBodyOf(values, meet), {
      onSuccess: () => {
        notifySuccess(MEET_MESSAGES.infoUpdated);
        props.onClose();
      },
    });

  const dateField = { type: "datetime-local", disabled: timesDisabled, slotProps: { inputLabel: { shrink: true } } };

  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} scroll="paper">
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(handleValid, onInvalid)}>
        <DialogTitle id={titleId}>{T.editInfo}</DialogTitle>
        <DialogContent dividers>
          {!isEditable && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {MEET_MESSAGES.notEditable}
            </Alert>
          )}
          {isEditable && timesDisabled && (
            <Alert severity="info" sx={{ mb: 2 }}>
              일시는 총회 시작 전에만 수정할 수 있습니다.
            </Alert>
          )}
          <fieldset disabled={!isEditable || update.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack spacing={2}>
              <Section title="총회 정보" />
              <FormTextField control={control} name="name" label="총회명" maxLength={MEET_NAME_MAX} required />
              <FormTextField
                control={control}
                name="moverName"
                label="소집권자"
                maxLength={MEET_MOVER_NAME_MAX}
                required
              />
              {meet.electronicVote && (
                <>
                  <Section title={T.electronicBlock} />
                  <FormTextField
                    control={control}
                    name="electronicVote.senderName"
                    label="발신자명"
                    maxLength={EVOTE_SENDER_NAME_MAX}
                  />
                  <FormDigitsField
                    control={control}
                    name="electronicVote.contactNo"
                    label="문의전화번호"
                    maxDigits={EVOTE_CONTACT_MAX}
                  />
                  <FormTextField
                    control={control}
                    name="electronicVote.description"
                    label="안내 문구"
                    multiline
                    minRows={2}
                    maxLength={EVOTE_DESCRIPTION_MAX}
                  />
                  <FormTextField control={control} name="electronicVote.voteStartAt" label="투표 시작" {...dateField} />
                  <FormTextField control={control} name="electronicVote.voteEndAt" label="투표 종료" {...dateField} />
                </>
              )}
              {meet.onsiteVote && (
                <>
                  <Section title="현장투표 정보" />
                  <FormTextField
                    control={control}
                    name="onsiteVote.submissionStartAt"
                    label="서면 제출 시작"
                    {...dateField}
                  />
                  <FormTextField
                    control={control}
                    name="onsiteVote.submissionEndAt"
                    label="서면 제출 종료"
                    {...dateField}
                  />
                  <FormTextField control={control} name="onsiteVote.meetAt" label="총회 일시" {...dateField} />
                  <FormTextField control={control} name="onsiteVote.roadAddress" label="총회 장소 (도로명 주소)" />
                  <FormTextField control={control} name="onsiteVote.detailAddress" label="상세 주소" />
                  <FormDigitsField
                    control={control}
                    name="onsiteVote.contactNo"
                    label="현장 문의전화번호"
                    maxDigits={EVOTE_CONTACT_MAX}
                  />
                </>
              )}
              <Section title="추가 정보" />
              <FormCheckbox
                control={control}
                name="voteAdditional.isVoteAdditionalInputEnabled"
                label="추가 정보 입력 사용"
                disabled={!isEditable}
              />
              {isAdditional && (
                <>
                  <FormTextField
                    control={control}
                    name="voteAdditional.voteAdditionalTitle"
                    label="추가 정보 제목"
                    maxLength={VOTE_ADDITIONAL_TITLE_MAX}
                  />
                  <FormTextField
                    control={control}
                    name="voteAdditional.voteAdditionalContent"
                    label="추가 정보 안내"
                    multiline
                    minRows={2}
                    maxLength={VOTE_ADDITIONAL_CONTENT_MAX}
                  />
                </>
              )}
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={props.onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!isEditable || update.isPending}>
            {T.save}
          </Button>
        </DialogActions>
      </form>
      {alertDialog}
    </Dialog>
  );
}
