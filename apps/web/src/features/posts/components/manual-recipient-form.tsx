import { type PostRecipientBody, PostRecipientBodySchema } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";

const EMPTY = { name: "", phoneNo: "", address: "", detailAddress: "", zipNo: "" };

/** 직접 입력: a recipient outside the register (name ≤ 10, phone digits or / ≤ 11, address and zip required). */
export function ManualRecipientForm(props: {
  onAdd: (recipient: PostRecipientBody) => void;
  onAlert: (m: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const field = (key: keyof typeof EMPTY, label: string, width: number | string, maxLength?: number) => (
    <TextField
      size="small"
      label={label}
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      slotProps={{ htmlInput: maxLength ? { maxLength } : {} }}
      sx={{ width }}
    />
  );
  const handleAdd = () => {
    const recipient = {
      unionRegisterSeq: null,
      name: values.name,
      phoneNo: values.phoneNo,
      address: { address: values.address, detailAddress: values.detailAddress, zipNo: values.zipNo },
    };
    const parsed = PostRecipientBodySchema.safeParse(recipient);
    if (!parsed.success) return props.onAlert(parsed.error.issues[0]?.message ?? "입력을 확인해 주세요.");
    props.onAdd(recipient);
    setValues(EMPTY);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, borderRadius: 2 }} component="section" aria-label="직접 입력">
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>직접 입력</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {field("name", "받는 사람", 120, 10)}
        {field("phoneNo", "연락처", 150, 11)}
        {field("zipNo", "우편번호", 100, 10)}
        {field("address", "주소", "100%")}
        {field("detailAddress", "상세 주소", "60%")}
        <Button variant="outlined" onClick={handleAdd}>
          수신자 추가
        </Button>
      </Box>
    </Paper>
  );
}
