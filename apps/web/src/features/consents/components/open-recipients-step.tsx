import { CONSENT_OPEN_MESSAGES, type ConsentCandidate, OWNER_LABELS } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { WriteButton } from "../../../ui/write-button";
import { type CandidateFilters, candidatesQuery } from "../api/consents-open-queries";
import { applyCandidateTicks, selectAllCandidates } from "../open-recipient-selection";
import { EMPTY_CANDIDATE_FILTERS, OpenRecipientSearch } from "./open-recipient-search";
import { StepGuard, useOpenWizard } from "./open-wizard-context";

const PAGE_SIZES = [10, 50, 100] as const;
/** 전체 선택 reads every owner that matches at once (the API's page limit). */
const ALL_PAGE_SIZE = 10_000;
const LACKING_LABEL = "이름·생년월일 없음";

const lacking = (row: ConsentCandidate) => !row.hasIdentity;
const red = (row: ConsentCandidate) => (lacking(row) ? { color: "error.main", fontWeight: 600 } : {});

const COLUMNS: DataTableColumn<ConsentCandidate>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 80, renderCell: (row) => row.unionRegisterNo },
  {
    field: "name",
    headerName: "이름",
    width: 180,
    renderCell: (row) => (
      <Box sx={{ display: "inline-flex", gap: 0.75, alignItems: "center", ...red(row) }}>
        {row.name.name || "(이름 없음)"}
        {lacking(row) && <Chip size="small" color="error" label={LACKING_LABEL} sx={{ height: 20, fontSize: 11 }} />}
      </Box>
    ),
  },
  {
    field: "birth",
    headerName: "생년월일",
    width: 110,
    renderCell: (row) => <Box sx={red(row)}>{row.birth ? formatDateDigits(row.birth) : "-"}</Box>,
  },
  { field: "ownerType", headerName: "소유 구분", width: 90, renderCell: (r) => OWNER_LABELS.ownerType[r.ownerType] },
  { field: "shareType", headerName: "공유 구분", width: 90, renderCell: (r) => OWNER_LABELS.shareType[r.shareType] },
  {
    field: "agent",
    headerName: "대리인",
    width: 160,
    renderCell: (row) =>
      row.agent ? `${row.agent.name} (${row.agent.birth ? formatDateDigits(row.agent.birth) : "생년월일 없음"})` : "-",
  },
  { field: "phoneNo", headerName: "연락처", width: 130, renderCell: (row) => formatPhone(row.phoneNo) || "-" },
];

/** Step 3, 대상자 선택 (/open/selection, spec 02 §2.4 and §5): pick owners of the register, then 생성. */
export function OpenRecipientsStep() {
  return (
    <StepGuard step="selection">
      <OpenRecipientsStepBody />
    </StepGuard>
  );
}

function OpenRecipientsStepBody() {
  const { unionSeq, selection, onSelectionChange, onBack, onCreate, isCreating, canWrite, onAlert } = useOpenWizard();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CandidateFilters>(EMPTY_CANDIDATE_FILTERS);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [isSelectingAll, setIsSelectingAll] = useState(false);
  const candidates = useQuery(candidatesQuery(unionSeq, filters, paging));
  if (candidates.error) throw candidates.error;
  const rows = candidates.data?.data ?? [];
  const total = candidates.data?.pagination.totalElements ?? 0;

  const handleTicks = (ids: Set<number>) => {
    const { next, refusal } = applyCandidateTicks(selection, ids, rows);
    onSelectionChange(next);
    if (refusal) onAlert(refusal);
  };

  const handleSelectAll = async () => {
    setIsSelectingAll(true);
    try {
      const all = await queryClient.fetchQuery(
        candidatesQuery(unionSeq, filters, { page: 0, pageSize: ALL_PAGE_SIZE }),
      );
      const { next, leftOut } = selectAllCandidates(selection, all.data);
      onSelectionChange(next);
      if (leftOut > 0) onAlert(CONSENT_OPEN_MESSAGES.leftOutOfSelectAll(leftOut));
    } finally {
      setIsSelectingAll(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        대상자 선택
      </Typography>
      <Typography variant="body2" color="text.secondary">
        이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 빨간색으로 표시되며, 전자 동의서를 열람할 수 없어 대상자로
        선택할 수 없습니다.
      </Typography>
      <OpenRecipientSearch
        unionSeq={unionSeq}
        onSearch={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography sx={{ fontWeight: 600 }}>
          조회{" "}
          <Box component="span" sx={{ color: "primary.main" }}>
            {formatNumber(total)}
          </Box>
          명 · 선택{" "}
          <Box component="span" sx={{ color: "primary.main" }} aria-label="선택한 대상자 수">
            {formatNumber(selection.size)}
          </Box>
          명
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant="outlined" onClick={handleSelectAll} disabled={isSelectingAll || total === 0}>
          전체 선택
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={() => onSelectionChange(new Map())}>
          선택 해제
        </Button>
      </Box>
      <DataTable
        label="대상자 후보 목록"
        rows={rows}
        columns={COLUMNS}
        getRowId={(row) => row.unionRegisterSeq}
        selectedIds={new Set(selection.keys())}
        onSelectedIdsChange={handleTicks}
        isLeftOutOfPageSelection={lacking}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={total}
        onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
        height={442}
        isFetching={candidates.isFetching}
        emptyText="표시할 데이터가 없습니다."
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button variant="outlined" color="inherit" size="large" onClick={onBack} disabled={isCreating}>
          이전
        </Button>
        <WriteButton canWrite={canWrite} variant="contained" size="large" onClick={onCreate} disabled={isCreating}>
          생성
        </WriteButton>
      </Box>
    </Paper>
  );
}
