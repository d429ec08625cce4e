import { type InvitableMember, UNION_USERS_MESSAGES as M, USER_PHONE_FILTER_MAX } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatPhone } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DigitsField } from "../../../ui/digits-field";
import { invitableQuery } from "../api/union-users-lists";
import { useInviteMutation } from "../api/union-users-mutations";

const stateOf = (member: InvitableMember) => (member.isManager ? "사용 중" : member.isInvited ? "초대됨" : null);

function InvitableOption(props: { member: InvitableMember; isChecked: boolean; onSelect: () => void }) {
  const { member, isChecked, onSelect } = props;
  const labelId = `invitable-${member.serviceMemberId}`;
  const state = stateOf(member);
  return (
    <ListItem
      disablePadding
      secondaryAction={
        state && (
          <Typography variant="caption" color="text.secondary">
            {state}
          </Typography>
        )
      }
    >
      <ListItemButton dense onClick={onSelect} disabled={member.isInvited}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Radio
            edge="start"
            size="small"
            checked={isChecked}
            disabled={member.isInvited}
            tabIndex={-1}
            slotProps={{ input: { "aria-labelledby": labelId } }}
          />
        </ListItemIcon>
        <ListItemText id={labelId} primary={member.name} secondary={formatPhone(member.phone)} />
      </ListItemButton>
    </ListItem>
  );
}

/** 사용자 초대: find a member by phone (members invited or managing already cannot be chosen), invite. */
export function InviteDialog({ unionSeq, onClose }: { unionSeq: number; onClose: () => void }) {
  const [draft, setDraft] = useState("");
  const [phone, setPhone] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const found = useQuery({ ...invitableQuery(unionSeq, phone), enabled: phone !== "" });
  const invite = useInviteMutation(unionSeq);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (!trimmed) return setAlert(M.phoneRequired);
    setSelectedId(null);
    setPhone(trimmed);
  };
  const handleInvite = () => {
    if (selectedId === null) return;
    invite.mutate(selectedId, {
      onSuccess: () => {
        notifySuccess(M.invited);
        onClose();
      },
      // Spec 01 §8: a failed invite is only logged.
      onError: (error) => console.error("invite failed", error),
    });
  };

  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="invite-title"
    >
      <DialogTitle id="invite-title">사용자 초대</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={handleSearch} sx={{ pt: 1, mb: 2 }}>
          <DigitsField
            label="연락처"
            size="small"
            placeholder="숫자만 입력"
            value={draft}
            onValueChange={setDraft}
            maxDigits={USER_PHONE_FILTER_MAX}
            fullWidth
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
            검색
          </Button>
        </Stack>
        <Box sx={{ minHeight: 120, border: 1, borderColor: "divider", borderRadius: 1 }}>
          {found.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
              {M.noInvitableMatch}
            </Typography>
          )}
          {found.data && found.data.length > 0 && (
            <List dense aria-label="가입자 검색 결과">
              {found.data.map((member) => (
                <InvitableOption
                  key={member.serviceMemberId}
                  member={member}
                  isChecked={selectedId === member.serviceMemberId}
                  onSelect={() => setSelectedId(member.serviceMemberId)}
                />
              ))}
            </List>
          )}
          {!found.data && (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
              초대할 가입자의 연락처로 검색해 주세요.
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={invite.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleInvite} disabled={invite.isPending || selectedId === null}>
          초대하기
        </Button>
      </DialogActions>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
