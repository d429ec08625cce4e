import { CLIENT_MESSAGES, MEET_MESSAGES as M, OWNER_LABELS, type ParticipantCandidate } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { notifySuccess } from "../../../../lib/notify";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { useAddVotersMutation } from "../api/voters-mutations";
import { candidatesQuery } from "../api/voters-queries";

const COLUMNS: DataTableColumn<ParticipantCandidate>[] = [
  { field: "unionRegisterNo", headerName: "연번", width: 80, align: "center", renderCell: (r) => r.unionRegisterNo },
  { field: "name", headerName: "이름", width: 120, renderCell: (r) => r.name.name },
  {
    field: "ownerType",
    headerName: "소유자 유형",
    width: 90,
    renderCell: (r) => OWNER_LABELS.ownerType[r.ownerType as keyof typeof OWNER_LABELS.ownerType] ?? r.ownerType,
  },
  { field: "birth", headerName: "생년월일", width: 100, renderCell: (r) => r.birth || "-" },
  { field: "phoneNo", headerName: "전화번호", width: 130, renderCell: (r) => formatPhone(r.phoneNo) || "-" },
];

type Step = "pick" | "review" | "confirm";

/**
 * 선거인 추가 (spec 03 §2.4 and §5): dialog 선거인 추가하기 (owners of the register not yet voters, searched by
 * name, ticked across pages), then 추가 선거인 목록 (the ticked owners), then the confirmation 선거인 추가 with its
 * consent box; 선택된 조합원이 없습니다. when none is ticked; 선거인 추가가 완료되었습니다. after.
 */
export function AddVotersDialogs(props: { unionSeq: number; meetSeq: number; onClose: () => void }) {
  const [step, setStep] = useState<Step>("pick");
  const [name, setName] = useState("");
  const searched = useDebouncedValue(name, 400);
  const [page, setPage] = useState(0);
  const [picked, setPicked] = useState<Map<number, ParticipantCandidate>>(new Map());
  const [isAgreed, setIsAgreed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const candidates = useQuery(candidatesQuery(props.unionSeq, props.meetSeq, { name: searched, page, pageSize: 10 }));
  const add = useAddVotersMutation(props.unionSeq, props.meetSeq);
  const rows = candidates.data?.data ?? [];
  const selectedIds = new Set(picked.keys());

  const handleSelected = (ids: Set<number>) => {
    const next = new Map(picked);
    for (const row of rows) {
      if (ids.has(row.unionRegisterSeq)) next.set(row.unionRegisterSeq, row);
      else next.delete(row.unionRegisterSeq);
    }
    setPicked(next);
  };
  const toReview = () => {
    if (picked.size === 0) setAlert(M.noMembersSelected);
    else setStep("review");
  };
  const handleAdd = () => {
    if (!isAgreed) {
      setAlert(M.acknowledgeRequiredDot);
      return;
    }
    add.mutate(
      { unionRegisterSeqs: [...picked.keys()] },
      {
        onSuccess: () => {
          notifySuccess(M.participantsAdded);
          props.onClose();
        },
      },
    );
  };

  return (
    <>
      <Dialog open={step === "pick"} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="add-pick-title">
        <DialogTitle id="add-pick-title">선거인 추가하기</DialogTitle>
        <DialogContent>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", mb: 1.5, pt: 1 }}>
            <TextField
              size="small"
              label="이름"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setPage(0);
              }}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <Typography variant="body2" sx={{ ml: "auto" }}>
              선택 <b>{formatNumber(picked.size)}</b>명
            </Typography>
          </Box>
          <DataTable
            label="추가할 조합원"
            rows={rows}
            columns={COLUMNS}
            getRowId={(r) => r.unionRegisterSeq}
            selectedIds={selectedIds}
            onSelectedIdsChange={handleSelected}
            page={page}
            pageSize={10}
            pageSizeOptions={[10]}
            totalElements={candidates.data?.pagination.totalElements ?? 0}
            onPageChange={setPage}
            onPageSizeChange={() => {}}
            height={442}
            isFetching={candidates.isFetching}
            emptyText={candidates.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>취소</Button>
          <Button variant="contained" onClick={toReview}>
            다음
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={step === "review"}
        onClose={props.onClose}
        maxWidth="md"
        fullWidth
        aria-labelledby="add-review-title"
      >
        <DialogTitle id="add-review-title">추가 선거인 목록</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            추가할 선거인 <b>{formatNumber(picked.size)}</b>명
          </Typography>
          <DataTable
            label="추가 선거인 목록"
            rows={[...picked.values()]}
            columns={COLUMNS}
            getRowId={(r) => r.unionRegisterSeq}
            page={0}
            pageSize={Math.max(picked.size, 1)}
            pageSizeOptions={[Math.max(picked.size, 1)]}
            totalElements={picked.size}
            onPageChange={() => {}}
            onPageSizeChange={() => {}}
            height={360}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep("pick")}>이전</Button>
          <Button variant="contained" onClick={() => setStep("confirm")}>
            추가하기
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={step === "confirm"}
        onClose={() => setStep("review")}
        maxWidth="xs"
        fullWidth
        aria-labelledby="add-confirm-title"
      >
        <DialogTitle id="add-confirm-title">선거인 추가</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: "pre-line", mb: 1 }}>
            {`선택한 조합원 ${formatNumber(picked.size)}명을 선거인으로 추가합니다.\n추가된 선거인에게는 전자투표가 자동으로 발송되지 않으며, 필요하면 재발송으로 보내야 합니다.`}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={isAgreed} onChange={(e) => setIsAgreed(e.target.checked)} />}
            label="주의사항을 확인하였으며 내용에 동의합니다."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep("review")} disabled={add.isPending}>
            취소
          </Button>
          <Button variant="contained" onClick={handleAdd} disabled={add.isPending}>
            확인
          </Button>
        </DialogActions>
      </Dialog>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}
