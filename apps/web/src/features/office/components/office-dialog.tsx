import type { Office, OfficeBody } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useSaveOfficeMutation } from "../api/office-mutations";
import { OFFICE_FORM_ID, OfficeForm } from "./office-form";

export type OfficeDialogProps = {
  unionSeq: number;
  /** Null registers the union's first office (POST); an office is edited (PUT). */
  office: Office | null;
  onClose: () => void;
};

const EMPTY_OFFICE: OfficeBody = {
  name: "",
  phoneNo: "",
  faxNo: "",
  email: "",
  address: { zipNo: "", address: "", detailAddress: "" },
  managerName: "",
  managerPhoneNo: "",
};

const officeToForm = ({ createdAt: _c, modifiedAt: _m, ...body }: Office): OfficeBody => body;

/** The office edit dialog (spec 01 §2): creates the office when there is none, else edits it. */
export function OfficeDialog({ unionSeq, office, onClose }: OfficeDialogProps) {
  const isNew = office === null;
  const save = useSaveOfficeMutation(unionSeq, isNew);
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="office-dialog-title"
    >
      <DialogTitle id="office-dialog-title">{isNew ? "사무실 정보 등록" : "사무실 정보 수정"}</DialogTitle>
      <DialogContent>
        <OfficeForm
          defaultValues={office ? officeToForm(office) : EMPTY_OFFICE}
          isDisabled={save.isPending}
          onSubmit={(body) => save.mutate(body, { onSuccess: onClose })}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={save.isPending}>
          취소
        </Button>
        <Button type="submit" form={OFFICE_FORM_ID} variant="contained" disabled={save.isPending}>
          {isNew ? "등록" : "저장"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
