import { CLIENT_MESSAGES, type MeetParticipantHistory, PARTICIPANT_ACTION_TYPES, VOTER_LABELS } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { formatDateTime } from "../../../../lib/format-date";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { parseSeq } from "../../meetings-paths";
import { type HistoryParams, historiesQuery } from "../api/voters-queries";
import { HistoryDialog } from "../components/history-dialog";
import { MeetGatedPage } from "../components/meet-gated-page";
import { rosterTabPath } from "./voter-edit-page";

type Search = Omit<HistoryParams, "page" | "pageSize">;
const EMPTY: Search = { unionRegisterNo: "", name: "", modifiedBy: "", actionType: "" };

function Histories({ unionSeq, meetSeq }: { unionSeq: number; meetSeq: number }) {
  const [form, setForm] = useState<Search>(EMPTY);
  const [search, setSearch] = useState<Search>(EMPTY);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [open, setOpen] = useState<MeetParticipantHistory | null>(null);
  const list = useQuery(historiesQuery(unionSeq, meetSeq, { ...search, page, pageSize }));
  if (list.error) throw list.error;
  const columns: DataTableColumn<MeetParticipantHistory>[] = [
    {
      field: "actionType",
      headerName: "구분",
      width: 70,
      align: "center",
      renderCell: (r) => VOTER_LABELS.actionType[r.actionType],
    },
    {
      field: "unionRegisterNo",
      headerName: "연번",
      width: 80,
      align: "center",
      renderCell: (r) => r.participant.unionRegisterNo,
    },
    {
      field: "name",
      headerName: "이름",
      width: 120,
      renderCell: (r) => (
        <Link component="button" type="button" underline="hover" onClick={() => setOpen(r)}>
          {r.participant.name.name}
        </Link>
      ),
    },
    { field: "modifiedBy", headerName: "수정자", width: 100, renderCell: (r) => r.modifiedBy || "-" },
    { field: "modifiedAt", headerName: "수정일시", width: 170, renderCell: (r) => formatDateTime(r.modifiedAt) },
    { field: "reason", headerName: "사유", width: 200, renderCell: (r) => r.reason || "-" },
  ];
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label="변동이력 검색"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(form);
          setPage(0);
        }}
        sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
      >
        <TextField
          size="small"
          label="연번"
          value={form.unionRegisterNo}
          onChange={(e) =>
            setForm({ ...form, unionRegisterNo: e.target.value.replace(/[^\d-]/g, "").replace(/--+/g, "-") })
          }
          slotProps={{ htmlInput: { maxLength: 16 } }}
          sx={{ width: 120 }}
        />
        <TextField
          size="small"
          label="이름"
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <TextField
          size="small"
          label="수정자"
          value={form.modifiedBy}
          onChange={(e) => setForm({ ...form, modifiedBy: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <TextField
          select
          size="small"
          label="구분"
          value={form.actionType}
          onChange={(e) => setForm({ ...form, actionType: e.target.value })}
          sx={{ width: 110 }}
        >
          <MenuItem value="">전체</MenuItem>
          {PARTICIPANT_ACTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {VOTER_LABELS.actionType[type]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          검색
        </Button>
      </Box>
      <DataTable
        label="선거인 변동이력"
        rows={list.data?.data ?? []}
        columns={columns}
        getRowId={(r) => r.meetParticipantHistorySeq}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={[10, 20, 50]}
        totalElements={list.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height={442}
        isFetching={list.isFetching}
        emptyText={list.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
      />
      {open && <HistoryDialog history={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}

/** `history/{meetSeq}/participant-histories` (spec 03 §2 and §2.5): voters added, deleted and edited. */
export function ParticipantHistoriesPage() {
  const unionSeq = useUnionSeq();
  const meetSeq = parseSeq(useParams().meetSeq) ?? 0;
  return (
    <MeetGatedPage
      unionSeq={unionSeq}
      meetSeq={meetSeq}
      title="선거인 변동이력"
      backTo={rosterTabPath(unionSeq, meetSeq)}
    >
      {() => <Histories unionSeq={unionSeq} meetSeq={meetSeq} />}
    </MeetGatedPage>
  );
}
