import { type EpostCandidate, MAX_EPOST_RECIPIENTS } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import type { CandidateFilters } from "../api/e-posts-keys";
import { epostCandidatesQuery, epostGroupMembersQuery, epostGroupsQuery } from "../api/e-posts-queries";
import { applyTicks, recipientStepError, selectAll } from "../e-post-rules";
import { epostCreatePath, epostsPath } from "../e-posts-paths";
import { useEpostWizard } from "./e-post-wizard-layout";

const EMPTY: CandidateFilters = { name: "", unionRegisterNo: "", unionRegisterGroupSeq: null };
const PAGE_SIZES = [10, 50, 100] as const;
const red = (row: EpostCandidate) => (row.isSelectable ? {} : { color: "error.main" });

const COLUMNS: DataTableColumn<EpostCandidate>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 80, renderCell: (row) => row.unionRegisterNo },
  {
    field: "name",
    headerName: "이름",
    width: 170,
    renderCell: (row) => (
      <Box sx={{ display: "inline-flex", gap: 0.75, alignItems: "center", ...red(row) }}>
        {row.name.name || "(이름 없음)"}
        {!row.isSelectable && <Chip size="small" color="error" label="정보 부족" sx={{ height: 20, fontSize: 11 }} />}
      </Box>
    ),
  },
  {
    field: "birth",
    headerName: "생년월일",
    width: 110,
    renderCell: (row) => <Box sx={red(row)}>{row.birth ? formatDateDigits(row.birth) : "-"}</Box>,
  },
  {
    field: "phone",
    headerName: "연락처",
    width: 130,
    renderCell: (row) => <Box sx={red(row)}>{formatPhone(row.mainPhone.phoneNo) || "-"}</Box>,
  },
  {
    field: "agent",
    headerName: "대리인 (수신)",
    width: 200,
    renderCell: (row) => (row.agent ? `${row.agent.name} ${formatPhone(row.agent.phoneNo)}` : "-"),
  },
];

/** Step 1 (/electronic-posts/recipient): owners of the register, or of an address group, up to 1,000. */
export function EpostRecipientStep() {
  const { unionSeq, selection, onSelectionChange, onAlert } = useEpostWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CandidateFilters>(EMPTY);
  const [filters, setFilters] = useState<CandidateFilters>(EMPTY);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const groups = useQuery(epostGroupsQuery(unionSeq));
  const groupSeq = filters.unionRegisterGroupSeq;
  const members = useQuery({ ...epostGroupMembersQuery(unionSeq, groupSeq ?? 0), enabled: groupSeq !== null });
  const seqs = groupSeq === null ? null : (members.data ?? null);
  const candidates = useQuery({
    ...epostCandidatesQuery(unionSeq, filters, seqs, paging),
    enabled: groupSeq === null || seqs !== null,
  });
  if (candidates.error) throw candidates.error;
  const table = pagedQueryProps(candidates, "표시할 데이터가 없습니다.");
  const isEmptyGroup = seqs !== null && seqs.length === 0;

  const handleSearch = (next: CandidateFilters) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const handleTicks = (ids: Set<number>) => {
    const { next, refusal } = applyTicks(selection, ids, table.rows);
    onSelectionChange(next);
    if (refusal) onAlert(refusal);
  };
  const handleSelectAll = async () => {
    const all = await queryClient.fetchQuery(
      epostCandidatesQuery(unionSeq, filters, seqs, { page: 0, pageSize: MAX_EPOST_RECIPIENTS + 1 }),
    );
    const { next, refusal } = selectAll(selection, all.data);
    onSelectionChange(next);
    if (refusal) onAlert(refusal);
  };
  const handleNext = () => {
    const error = recipientStepError(selection);
    if (error) onAlert(error);
    else navigate(epostCreatePath(unionSeq));
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        수신자 선택
      </Typography>
      <Typography variant="body2" color="text.secondary">
        이름, 연락처, 생년월일(본인 또는 대리인)이 모두 있는 조합원만 선택할 수 있으며, 최대 1,000명까지 등록이
        가능합니다. 대리인이 있으면 대리인에게 발송됩니다.
      </Typography>
      <Box
        component="search"
        aria-label="수신자 검색"
        sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            handleSearch(draft);
          }
        }}
      >
        {!groups.isError && (
          <TextField
            select
            size="small"
            label="주소록 그룹"
            value={draft.unionRegisterGroupSeq === null ? "" : String(draft.unionRegisterGroupSeq)}
            onChange={(event) => {
              const next = { ...draft, unionRegisterGroupSeq: event.target.value ? Number(event.target.value) : null };
              setDraft(next);
              handleSearch(next);
            }}
            sx={{ width: 200 }}
          >
            <MenuItem value="">전체</MenuItem>
            {(groups.data?.data ?? []).map((group) => (
              <MenuItem key={group.unionRegisterGroupSeq} value={String(group.unionRegisterGroupSeq)}>
                {`${group.name} (${formatNumber(group.unionRegisterCount)})`}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label="일련번호"
          value={draft.unionRegisterNo}
          onChange={(event) => setDraft({ ...draft, unionRegisterNo: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 11 } }}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label="이름"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 30 } }}
          sx={{ width: 180 }}
        />
        <Button variant="contained" onClick={() => handleSearch(draft)}>
          검색
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setDraft(EMPTY);
            handleSearch(EMPTY);
          }}
        >
          초기화
        </Button>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography sx={{ fontWeight: 600 }}>
          조회 {formatNumber(isEmptyGroup ? 0 : table.totalElements)}명 · 선택{" "}
          <Box component="span" sx={{ color: "primary.main" }} aria-label="선택한 수신자 수">
            {formatNumber(selection.size)}
          </Box>
          명
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={handleSelectAll} disabled={isEmptyGroup}>
          전체 선택
        </Button>
        <Button size="small" onClick={() => onSelectionChange(new Map())} disabled={selection.size === 0}>
          선택 해제
        </Button>
      </Box>
      <DataTable
        label="수신자 후보"
        {...table}
        rows={isEmptyGroup ? [] : table.rows}
        columns={COLUMNS}
        getRowId={(row) => row.unionRegisterSeq}
        selectedIds={new Set(selection.keys())}
        onSelectedIdsChange={handleTicks}
        isLeftOutOfPageSelection={(row) => !row.isSelectable}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
        height={442}
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button variant="outlined" onClick={() => navigate(epostsPath(unionSeq))}>
          취소
        </Button>
        <Button variant="contained" onClick={handleNext}>
          다음
        </Button>
      </Box>
    </Paper>
  );
}
