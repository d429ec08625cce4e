import { ONLINE_MEETING_MESSAGES as M, ONLINE_ANSWER_MAX, type Opinion, recentTimeLabel } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { useAnswerOpinion } from "../api/online-mutations";
import { opinionsQuery } from "../api/online-queries";
import { dateTimeText, ONLINE_PAGE_SIZES } from "../online-meetings-labels";

/** 답변입력 (PENDING) or 답변보기 (COMPLETED, read-only), spec 03 §4 Opinion; the answer at most 150 characters. */
function OpinionDialog(props: {
  unionSeq: number;
  id: number;
  opinion: Opinion;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { opinion } = props;
  const [answer, setAnswer] = useState(opinion.answer ?? "");
  const save = useAnswerOpinion(props.unionSeq, props.id);
  const isReadOnly = opinion.status === "COMPLETED" || !props.canWrite;
  const handleSave = () =>
    save.mutate(
      { opinionSeq: opinion.opinionSeq, answer: answer.trim() },
      {
        onSuccess: () => {
          notifySuccess(M.answerCreated);
          props.onClose();
        },
      },
    );
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{isReadOnly ? "답변보기" : "답변입력"}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {opinion.viewer.name} · {dateTimeText(opinion.commentAt)}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line" }}>{opinion.comment}</Typography>
        <TextField
          label="답변"
          value={answer}
          onChange={(event) => setAnswer(event.target.value.slice(0, ONLINE_ANSWER_MAX))}
          multiline
          minRows={3}
          disabled={isReadOnly || save.isPending}
          helperText={
            opinion.status === "COMPLETED"
              ? `${opinion.answerer?.answererName ?? ""} · ${dateTimeText(opinion.answeredAt)}`
              : `${answer.length}/${ONLINE_ANSWER_MAX}`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>닫기</Button>
        {!isReadOnly && (
          <Button variant="contained" onClick={handleSave} disabled={answer.trim() === ""} loading={save.isPending}>
            등록
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** 참석자 의견 (spec 03 §2.9): newest first, polled every 10 s, each with 답변입력 or 답변보기. */
export function OpinionsPanel({ unionSeq, id, canWrite }: { unionSeq: number; id: number; canWrite: boolean }) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Opinion | null>(null);
  const query = useQuery(opinionsQuery(unionSeq, id, page));
  const now = new Date();
  const columns: DataTableColumn<Opinion>[] = [
    { field: "name", headerName: "이름", width: 110, renderCell: (o) => o.viewer.name },
    { field: "comment", headerName: "의견", renderCell: (o) => o.comment },
    { field: "commentAt", headerName: "시간", width: 90, renderCell: (o) => recentTimeLabel(o.commentAt, now) },
    {
      field: "status",
      headerName: "상태",
      width: 90,
      renderCell: (o) => (o.status === "COMPLETED" ? "답변완료" : "미답변"),
    },
    {
      field: "action",
      headerName: "답변",
      width: 110,
      renderCell: (o) => (
        <Button size="small" variant={o.status === "PENDING" ? "contained" : "outlined"} onClick={() => setOpen(o)}>
          {o.status === "PENDING" ? "답변입력" : "답변보기"}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="참석자 의견"
        {...pagedQueryProps(query, "등록된 의견이 없습니다.")}
        columns={columns}
        getRowId={(o) => o.opinionSeq}
        page={page}
        pageSize={10}
        pageSizeOptions={ONLINE_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={() => {}}
        height={480}
      />
      {open && (
        <OpinionDialog unionSeq={unionSeq} id={id} opinion={open} canWrite={canWrite} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
