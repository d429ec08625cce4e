import { zodResolver } from "@hookform/resolvers/zod";
import {
  PROMOTION_MESSAGES as M,
  PROMOTION_ERROR_CODES,
  PROMOTION_MEMO_MAX,
  PROMOTION_NAME_MAX,
  PROMOTION_PHONE_MAX,
  PROMOTION_POSITION_LABELS,
  PROMOTION_USER_STATUS_LABELS,
  PROMOTION_USER_STATUSES,
  type PromotionPosition,
  type PromotionUser,
  type PromotionUserFields,
  PromotionUserFieldsSchema,
  type PromotionUserStatus,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { digitsOnly } from "../../../lib/digits";
import { errorMessageOf, HttpError, isNotifiedError } from "../../../lib/http-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { FormTextField } from "../../../ui/form-fields";
import { useInvalidAlert } from "../../../ui/use-invalid-alert";
import { usePromotionMutations } from "../api/promotion-api";

type Values = PromotionUserFields;
type Output = { name: string; phoneNo: string; memo: string };

export type PromotionUserDialogProps = {
  unionSeq: number;
  meetSeq: number;
  position: PromotionPosition;
  /** The row to edit; null registers a new one. */
  user: PromotionUser | null;
  onClose: () => void;
};

/**
 * 홍보 팀장 등록 / 담당자 등록 and 정보 수정 (spec 03 §5 Promotion leader edit: name and phone required with
 * 입력되지 않은 값이 있습니다, name ≤ 10, phone digits ≤ 11). Registering a head with a manager's phone answers
 * E03206: the dialog asks 이미 담당자로 등록되어있는 정보입니다. 홍보 팀장으로 변경하시겠습니까? and, confirmed, changes it.
 */
export function PromotionUserDialog({ unionSeq, meetSeq, position, user, onClose }: PromotionUserDialogProps) {
  const titleId = useId();
  const { create, update } = usePromotionMutations(unionSeq, meetSeq);
  const [userStatus, setUserStatus] = useState<PromotionUserStatus>(user?.userStatus ?? "USE");
  const [pendingChange, setPendingChange] = useState<Output | null>(null);
  const form = useForm<Values, unknown, Output>({
    defaultValues: { name: user?.name ?? "", phoneNo: user?.phoneNo ?? "", memo: user?.memo ?? "" },
    resolver: zodResolver(PromotionUserFieldsSchema),
  });
  const { formRef, onInvalid, alertDialog } = useInvalidAlert<Values>();
  const isPending = create.isPending || update.isPending;
  const label = PROMOTION_POSITION_LABELS[position];

  const register = (values: Output, isChangeToHead: boolean) =>
    create.mutate(
      { ...values, position, isChangeToHead },
      {
        onSuccess: (result) => {
          notifySuccess(result.isChangedToHead ? M.changedToHead : M.registered);
          onClose();
        },
        onError: (error) => {
          if (error instanceof HttpError && error.code === PROMOTION_ERROR_CODES.ALREADY_MANAGER) {
            setPendingChange(values);
            return;
          }
          if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
        },
      },
    );

  const handleValid = (values: Output) => {
    if (!user) return register(values, false);
    update.mutate(
      { id: user.promotionUserSeq, body: { ...values, userStatus } },
      {
        onSuccess: () => {
          notifySuccess(M.updated);
          onClose();
        },
      },
    );
  };

  return (
    <>
      <Dialog open onClose={isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{user ? `${label} 정보 수정` : `${label} 등록`}</DialogTitle>
        <form ref={formRef} noValidate onSubmit={form.handleSubmit(handleValid, onInvalid)}>
          <DialogContent>
            <Stack spacing={2} component="fieldset" disabled={isPending} sx={{ border: 0, p: 0, m: 0 }}>
              {user && <TextField label="아이디" value={user.id} size="small" disabled />}
              <FormTextField
                control={form.control}
                name="name"
                label="이름"
                size="small"
                required
                maxLength={PROMOTION_NAME_MAX}
              />
              <FormTextField
                control={form.control}
                name="phoneNo"
                label="전화번호"
                size="small"
                required
                placeholder="숫자만 입력"
                transform={(value) => digitsOnly(value, PROMOTION_PHONE_MAX)}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
              <FormTextField
                control={form.control}
                name="memo"
                label="메모"
                size="small"
                multiline
                minRows={2}
                maxLength={PROMOTION_MEMO_MAX}
              />
              {user && (
                <TextField
                  select
                  label="계정 상태"
                  size="small"
                  value={userStatus}
                  onChange={(event) => setUserStatus(event.target.value as PromotionUserStatus)}
                >
                  {PROMOTION_USER_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {PROMOTION_USER_STATUS_LABELS[status]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={onClose} disabled={isPending}>
              취소
            </Button>
            <Button type="submit" variant="contained" loading={isPending}>
              {user ? "수정" : "등록"}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {alertDialog}
      <ConfirmDialog
        isOpen={pendingChange !== null}
        message={M.alreadyManager}
        isPending={create.isPending}
        onConfirm={() => {
          const values = pendingChange;
          setPendingChange(null);
          if (values) register(values, true);
        }}
        onCancel={() => setPendingChange(null)}
      />
    </>
  );
}
