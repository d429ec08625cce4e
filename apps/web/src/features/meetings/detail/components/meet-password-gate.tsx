import { MEET_MESSAGES, MEET_PASSWORD_MAX } from "@johap/contracts";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { errorMessageOf } from "../../../../lib/http-error";
import { useVerifyMeetPassword } from "../api/meet-mutations";
import { MEET_DETAIL_TEXTS as T } from "../meet-detail-labels";

type Props = { unionSeq: number; meetSeq: number; meetName?: string; onVerified: () => void };

/**
 * The password prompt in front of a meeting's detail (spec 03 §5, §6): empty → 비밀번호를 입력해주세요., wrong →
 * the server's 입력한 비밀번호가 일치하지 않습니다.
 */
export function MeetPasswordGate({ unionSeq, meetSeq, meetName, onVerified }: Props) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyMeetPassword(unionSeq, meetSeq);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(MEET_MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    verify.mutate({ password }, { onSuccess: onVerified, onError: (failure) => setError(errorMessageOf(failure)) });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={handleSubmit}
      noValidate
      aria-label={T.passwordTitle}
      sx={{ maxWidth: 420, mx: "auto", mt: 6, p: 4, display: "grid", gap: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {T.passwordTitle}
      </Typography>
      {meetName && <Typography sx={{ fontWeight: 600 }}>{meetName}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {T.passwordGuide}
      </Typography>
      <fieldset disabled={verify.isPending} style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 16 }}>
        <TextField
          type="password"
          label={T.password}
          value={password}
          autoFocus
          autoComplete="off"
          onChange={(event) => setPassword(event.target.value)}
          error={error !== null}
          helperText={error ?? " "}
          slotProps={{ htmlInput: { maxLength: MEET_PASSWORD_MAX } }}
        />
        <Button type="submit" variant="contained" size="large">
          {T.confirm}
        </Button>
      </fieldset>
    </Paper>
  );
}
