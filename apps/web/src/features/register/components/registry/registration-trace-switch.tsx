import { CLIENT_MESSAGES, TRACE_DEACTIVATE_CONFIRM } from "@johap/contracts";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import {
  isTracePending,
  registrationTraceQuery,
  type TraceStatus,
  useSwitchTraceMutation,
} from "../../api/registry-change-api";

const STATUS_TEXT: Record<TraceStatus, string> = {
  ACTIVATING: "켜는 중",
  ACTIVATED: "켜짐",
  DEACTIVATING: "끄는 중",
  DEACTIVATED: "꺼짐",
};

/**
 * The 등기 변동 알림 switch (spec 01 §4 registry change alert): off turns on at once; on asks with
 * TRACE_DEACTIVATE_CONFIRM first. The pending states show a spinner and cannot be clicked; with only 조회 of
 * the register it is disabled and says why.
 */
export function RegistrationTraceSwitch({ unionSeq, canWrite }: { unionSeq: number; canWrite: boolean }) {
  const trace = useQuery(registrationTraceQuery(unionSeq));
  const switchTrace = useSwitchTraceMutation(unionSeq);
  const [isConfirming, setIsConfirming] = useState(false);
  const status = trace.data?.registrationTraceStatus;
  const isPending = isTracePending(status) || switchTrace.isPending;
  const isOn = status === "ACTIVATED" || status === "ACTIVATING";

  const handleChange = (checked: boolean) => {
    if (checked) switchTrace.mutate(true);
    else setIsConfirming(true);
  };

  return (
    <>
      <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }} data-trace-status={status ?? ""}>
        <Tooltip title={canWrite ? "" : CLIENT_MESSAGES.writeDenied} describeChild>
          <FormControlLabel
            sx={{ mr: 0 }}
            label="등기 변동 알림"
            control={
              <Switch
                size="small"
                checked={isOn}
                disabled={!canWrite || status === undefined || isPending}
                onChange={(event) => handleChange(event.target.checked)}
              />
            }
          />
        </Tooltip>
        {isPending && <CircularProgress size={16} aria-label="변동 알림 상태 바꾸는 중" />}
        {status && (
          <Typography variant="caption" color={isOn ? "success.main" : "text.secondary"} role="status">
            {STATUS_TEXT[status]}
          </Typography>
        )}
      </Box>
      <ConfirmDialog
        isOpen={isConfirming}
        title="등기 변동 알림"
        message={TRACE_DEACTIVATE_CONFIRM}
        isPending={switchTrace.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => switchTrace.mutate(false, { onSettled: () => setIsConfirming(false) })}
      />
    </>
  );
}
