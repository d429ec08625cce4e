import {
  ADDRESS_GROUP_MEMO_MAX,
  ADDRESS_GROUP_NAME_MAX,
  type Owner,
  type RegisterGroupBody,
  RegisterGroupBodySchema,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { AlertDialog } from "../../../ui/alert-dialog";
import { WriteButton } from "../../../ui/write-button";
import { MemberPicker } from "./member-picker";

export type GroupFormValues = { name: string; memo: string; owners: Map<number, Owner> };

/** The group's name (그룹명을 입력해주세요.), memo and owners; the page owns the save. */
export function GroupForm(props: {
  unionSeq: number;
  defaultValues: GroupFormValues;
  submitLabel: string;
  canWrite: boolean;
  isSubmitting: boolean;
  onSubmit: (body: RegisterGroupBody) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(props.defaultValues.name);
  const [memo, setMemo] = useState(props.defaultValues.memo);
  const [owners, setOwners] = useState<Map<number, Owner>>(props.defaultValues.owners);
  const [alert, setAlert] = useState<string | null>(null);

  const handleSubmit = () => {
    const body: RegisterGroupBody = { name, memo, unionRegisterSeqs: [...owners.keys()] };
    const checked = RegisterGroupBodySchema.safeParse(body);
    if (!checked.success) return setAlert(checked.error.issues[0]?.message ?? "입력을 확인해 주세요.");
    props.onSubmit(body);
  };

  return (
    <Box component="fieldset" disabled={props.isSubmitting} sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2, display: "grid", gap: 2, maxWidth: 720 }}>
        <TextField
          size="small"
          label="그룹명"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ADDRESS_GROUP_NAME_MAX } }}
        />
        <TextField
          size="small"
          label="메모"
          multiline
          minRows={2}
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ADDRESS_GROUP_MEMO_MAX } }}
        />
      </Paper>
      <MemberPicker
        unionSeq={props.unionSeq}
        picked={owners}
        onPickedChange={setOwners}
        isDisabled={props.isSubmitting}
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button variant="outlined" color="inherit" size="large" onClick={props.onCancel}>
          취소
        </Button>
        <WriteButton
          canWrite={props.canWrite}
          variant="contained"
          size="large"
          onClick={handleSubmit}
          loading={props.isSubmitting}
        >
          {props.submitLabel}
        </WriteButton>
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Box>
  );
}
