import { MEET_MESSAGES, MEET_PASSWORD_MAX } from "@johap/contracts";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { errorMessageOf } from "../../../../lib/http-error";
import { rememberMeetPasswordVerified } from "../../detail/meet-password-session";
import { useVerifyCertificateMeetPassword } from "../api/certificates-mutations";

type Props = { unionSeq: number; meetSeq: number; onVerified: () => void; onCancel?: () => void };

/**
 * The meeting password asked before a meeting's certificates (spec 03 §2.8, §5): empty → 비밀번호를
 * 입력해주세요., wrong → the server's 입력한 비밀번호가 일치하지 않습니다. A verified password holds for the tab's
 * session, as on the meeting detail.
 */
export function CertificatePasswordForm({ unionSeq, meetSeq, onVerified, onCancel }: Props) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyCertificateMeetPassword(unionSeq);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(MEET_MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    verify.mutate(
      { meetSeq, password },
      {
        onSuccess: () => {
          rememberMeetPasswordVerified(unionSeq, meetSeq);
          onVerified();
        },
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <fieldset disabled={verify.isPending} style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 16 }}>
        <TextField
          type="password"
          label="비밀번호"
          value={password}
          autoFocus
          autoComplete="off"
          onChange={(event) => setPassword(event.target.value)}
          error={error !== null}
          helperText={error ?? " "}
          slotProps={{ htmlInput: { maxLength: MEET_PASSWORD_MAX } }}
        />
        <div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>
          {onCancel && (
            <Button color="inherit" onClick={onCancel}>
              취소
            </Button>
          )}
          <Button type="submit" variant="contained">
            확인
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
