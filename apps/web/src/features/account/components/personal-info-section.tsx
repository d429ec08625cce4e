import type { Member } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { AlertDialog } from "../../../ui/alert-dialog";
import { useVerifyPasswordMutation } from "../api/account-mutations";
import { MemberEditDialog } from "./member-edit-dialog";

const rowsOf = (member: Member) => [
  { label: "이름", value: member.name },
  { label: "닉네임", value: member.nickname },
  { label: "생년월일", value: formatDateDigits(member.birth) },
  { label: "연락처", value: formatPhone(member.phoneNo) },
];

function PasswordGate({ memberSeq, onVerified }: { memberSeq: number; onVerified: (password: string) => void }) {
  const [password, setPassword] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const verify = useVerifyPasswordMutation(memberSeq);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setAlert("비밀번호를 입력해 주세요.");
      return;
    }
    verify.mutate(password, { onSuccess: () => onVerified(password) });
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        개인정보를 보호하기 위해 비밀번호를 다시 확인합니다.
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        component="fieldset"
        disabled={verify.isPending}
        sx={{ border: 0, p: 0, m: 0 }}
      >
        <TextField
          type="password"
          label="비밀번호"
          size="small"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          sx={{ width: 280 }}
        />
        <Button type="submit" variant="contained" disabled={verify.isPending}>
          확인
        </Button>
      </Stack>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Box>
  );
}

/** 개인정보: the member's own data, shown (and changeable) once the password is verified again. */
export function PersonalInfoSection({ member }: { member: Member }) {
  const [password, setPassword] = useState<string | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="personal-info-title" sx={{ p: 3, borderRadius: 2 }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: "center", justifyContent: "space-between" }}>
        <Typography id="personal-info-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          개인정보
        </Typography>
        {password !== null && (
          <Button variant="outlined" size="small" onClick={() => setIsEditing(true)}>
            정보 수정
          </Button>
        )}
      </Stack>
      {password === null ? (
        <PasswordGate memberSeq={member.memberSeq} onVerified={setPassword} />
      ) : (
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "120px 1fr", rowGap: 1.5, columnGap: 2, m: 0 }}>
          {rowsOf(member).map((row) => (
            <Box key={row.label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {row.value || "-"}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {isEditing && password !== null && (
        <MemberEditDialog member={member} password={password} onClose={() => setIsEditing(false)} />
      )}
    </Paper>
  );
}
