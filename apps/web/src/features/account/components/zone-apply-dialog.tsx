import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  MAX_ZONES_PER_APPLICATION,
  ZONE_SEARCH_MAX,
  type ZoneActivation,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { AlertDialog } from "../../../ui/alert-dialog";
import { useApplyUnionsMutation } from "../api/account-mutations";
import { activationsQuery } from "../api/account-queries";

function ZoneOption({ zone, isChecked, onToggle }: { zone: ZoneActivation; isChecked: boolean; onToggle: () => void }) {
  const labelId = `zone-option-${zone.unionId}`;
  return (
    <ListItem
      disablePadding
      secondaryAction={
        zone.isApplicable ? null : (
          <Typography variant="caption" color="text.secondary">
            신청 불가
          </Typography>
        )
      }
    >
      <ListItemButton dense onClick={onToggle} disabled={!zone.isApplicable}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Checkbox
            edge="start"
            size="small"
            checked={isChecked}
            disabled={!zone.isApplicable}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { "aria-labelledby": labelId } }}
          />
        </ListItemIcon>
        <ListItemText id={labelId} primary={zone.unionName} />
      </ListItemButton>
    </ListItem>
  );
}

/** 사업구역 추가하기: search zones by name and apply for up to 5 at once (staff approve them). */
export function ZoneApplyDialog({ serviceMemberId, onClose }: { serviceMemberId: number; onClose: () => void }) {
  const [draft, setDraft] = useState("");
  const [name, setName] = useState("");
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const zones = useQuery(activationsQuery(name));
  const apply = useApplyUnionsMutation(serviceMemberId);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setName(draft.trim());
  };
  const toggle = (zone: ZoneActivation) => {
    const next = new Map(selected);
    if (next.has(zone.unionId)) next.delete(zone.unionId);
    else if (next.size >= MAX_ZONES_PER_APPLICATION) return setAlert(ACCOUNT_MESSAGES.zonesMax);
    else next.set(zone.unionId, zone.unionName);
    setSelected(next);
  };
  const handleApply = () => {
    if (selected.size === 0) return setAlert(ACCOUNT_MESSAGES.zonesRequired);
    apply.mutate([...selected.keys()], {
      onSuccess: () => {
        notifySuccess(ACCOUNT_MESSAGES.applied);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={apply.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="zone-apply-title"
    >
      <DialogTitle id="zone-apply-title">사업구역 추가하기</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={handleSearch} sx={{ pt: 1, mb: 2 }}>
          <TextField
            label="사업구역명"
            size="small"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{ htmlInput: { maxLength: ZONE_SEARCH_MAX } }}
            fullWidth
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
            검색
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          선택 {selected.size} / {MAX_ZONES_PER_APPLICATION} · 신청한 사업구역은 운영자 승인 후 문자로 알려 드립니다.
        </Typography>
        <Box sx={{ height: 4 }}>{zones.isFetching && <LinearProgress aria-label="불러오는 중" />}</Box>
        <Box sx={{ height: 320, overflow: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
          {zones.data?.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
              {CLIENT_MESSAGES.noData}
            </Typography>
          ) : (
            <List dense aria-label="사업구역 검색 결과">
              {zones.data?.map((zone) => (
                <ZoneOption
                  key={zone.unionId}
                  zone={zone}
                  isChecked={selected.has(zone.unionId)}
                  onToggle={() => toggle(zone)}
                />
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={apply.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleApply} disabled={apply.isPending}>
          신청하기
        </Button>
      </DialogActions>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
