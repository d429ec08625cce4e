import { ONLINE_MEETING_MESSAGES as M, ONLINE_NOTICE_MAX, type OnlineNotice } from "@johap/contracts";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { WriteButton } from "../../../ui/write-button";
import { useCreateNotice } from "../api/online-mutations";
import { noticesQuery } from "../api/online-queries";
import { dateTimeText, ONLINE_PAGE_SIZES } from "../online-meetings-labels";

const columns: DataTableColumn<OnlineNotice>[] = [
  { field: "message", headerName: "공지 내용", renderCell: (n) => n.message },
  { field: "createdAt", headerName: "등록 일시", width: 180, renderCell: (n) => dateTimeText(n.createdAt) },
];

/** 공지 등록 (spec 03 §2.9, §5): at most 150 characters, 등록 disabled while empty; the notices, newest first. */
export function NoticesPanel({ unionSeq, id, canWrite }: { unionSeq: number; id: number; canWrite: boolean }) {
  const [message, setMessage] = useState("");
  const [page, setPage] = useState(0);
  const query = useQuery(noticesQuery(unionSeq, id, page));
  const create = useCreateNotice(unionSeq, id);
  const handleCreate = () =>
    create.mutate(message.trim(), {
      onSuccess: () => {
        setMessage("");
        notifySuccess(M.noticeCreated);
      },
    });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          label="공지 내용"
          value={message}
          onChange={(event) => setMessage(event.target.value.slice(0, ONLINE_NOTICE_MAX))}
          size="small"
          fullWidth
          multiline
          disabled={!canWrite || create.isPending}
          helperText={`${message.length}/${ONLINE_NOTICE_MAX}`}
        />
        <WriteButton
          canWrite={canWrite}
          variant="contained"
          disabled={message.trim() === ""}
          loading={create.isPending}
          onClick={handleCreate}
          sx={{ flexShrink: 0 }}
        >
          등록
        </WriteButton>
      </Stack>
      <DataTable
        label="공지 목록"
        {...pagedQueryProps(query, "등록된 공지가 없습니다.")}
        columns={columns}
        getRowId={(n) => n.noticeSeq}
        page={page}
        pageSize={10}
        pageSizeOptions={ONLINE_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={() => {}}
        height={400}
      />
    </Stack>
  );
}
