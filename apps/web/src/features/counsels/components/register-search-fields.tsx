import { COUNSEL_NAME_SEARCH_MAX, COUNSEL_REGISTER_NO_MAX } from "@johap/contracts";
import TextField from "@mui/material/TextField";
import { DigitsField } from "../../../ui/digits-field";
import { COUNSEL_TEXTS as T } from "../counsels-labels";

/** The owner's 일련번호 and 이름 of a counsel search bar; `nameField` is the query's name of the name. */
export function RegisterSearchFields(props: {
  nameField: string;
  registerNo: string;
  name: string;
  onRegisterNoChange: (registerNo: string) => void;
  onNameChange: (name: string) => void;
  widths: readonly [number, number];
}) {
  return (
    <>
      <DigitsField
        name="unionRegisterNo"
        label={T.registerNo}
        size="small"
        value={props.registerNo}
        onValueChange={props.onRegisterNoChange}
        maxDigits={COUNSEL_REGISTER_NO_MAX}
        allowHyphen
        sx={{ width: props.widths[0] }}
      />
      <TextField
        name={props.nameField}
        label={T.name}
        size="small"
        value={props.name}
        onChange={(event) => props.onNameChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: COUNSEL_NAME_SEARCH_MAX } }}
        sx={{ width: props.widths[1] }}
      />
    </>
  );
}
