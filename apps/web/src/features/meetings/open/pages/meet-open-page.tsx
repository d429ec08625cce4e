import {
  MEET_OPEN_MESSAGES as M,
  type MeetRegisterCandidate,
  OPEN_TYPE_LABELS,
  OPEN_TYPES,
  type OpenType,
  POSITION_FILTER_LABELS,
  VIRTUAL_VOTERS_MAX,
  votersProblem,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useBeforeUnload, useBlocker, useNavigate } from "react-router";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { formatDateDigits } from "../../../../lib/format-date";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { meetOpenAgendaPath, meetOpenPath, OPEN_MENU } from "../../meetings-paths";
import { meetCandidatesQuery } from "../api/meets-open-api";
import { OpenSteps } from "../components/open-steps";
import type { OpenVotersState } from "../open-form-values";

const PAGE_SIZES = [10, 50, 100] as const;

const COLUMNS: DataTableColumn<MeetRegisterCandidate>[] = [
  { field: "unionRegisterNo", headerName: "연번", width: 80, renderCell: (row) => row.unionRegisterNo },
  { field: "name", headerName: "이름", width: 140, renderCell: (row) => row.name.name || "-" },
  { field: "position", headerName: "직책", width: 100, renderCell: (row) => row.positionDescription || "-" },
  {
    field: "birth",
    headerName: "생년월일",
    width: 110,
    renderCell: (row) => (row.birth ? formatDateDigits(row.birth) : "-"),
  },
  { field: "phoneNo", headerName: "연락처", width: 130, renderCell: (row) => formatPhone(row.phoneNo) || "-" },
  { field: "agent", headerName: "대리인", width: 100, renderCell: (row) => row.agentName ?? "-" },
];

/**
 * meet-management/open, step 1 (spec 03 §2.7): tabs 총회/대의원회/이사회 (대의원 or 이사 only), voters picked from
 * the register, the mock toggle (10 at most) with its total of virtual voters; 다음 hands the ids and the open
 * type to open/agenda in navigation state.
 */
export function MeetOpenPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const canWrite = useCanWrite(OPEN_MENU, unionSeq);
  const [openType, setOpenType] = useState<OpenType>("GENERAL");
  const [draftName, setDraftName] = useState("");
  const [name, setName] = useState("");
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [isMock, setIsMock] = useState(false);
  const [totalText, setTotalText] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const candidates = useQuery(meetCandidatesQuery(unionSeq, openType, name, paging));
  if (candidates.error) throw candidates.error;
  const rows = candidates.data?.data ?? [];
  const total = candidates.data?.pagination.totalElements ?? 0;

  const isDirty = selected.size > 0 || isMock || totalText !== "";
  const blocker = useBlocker(
    ({ nextLocation }) => isDirty && !isLeaving && !nextLocation.pathname.startsWith(meetOpenPath(unionSeq)),
  );
  useBeforeUnload((event) => {
    if (isDirty) event.preventDefault();
  });

  const handleTab = (next: OpenType) => {
    setOpenType(next);
    setSelected(new Set());
    setPaging((current) => ({ ...current, page: 0 }));
  };

  const handleNext = () => {
    const totalCount = isMock && totalText !== "" ? Number(totalText) : null;
    const problem = votersProblem({ realCount: selected.size, isMock, totalCount });
    if (problem) return setAlert(problem);
    const state: OpenVotersState = {
      openType,
      unionRegisterSeqs: [...selected],
      isMock,
      totalParticipantCount: totalCount,
    };
    setIsLeaving(true);
    navigate(meetOpenAgendaPath(unionSeq), { state });
  };

  const positionLabel = POSITION_FILTER_LABELS[openType];
  return (
    <>
      <title>{"총회 개설 | 조합 OMS"}</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        총회 개설
      </Typography>
      <OpenSteps active={0} />
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 2 }}>
        <Tabs value={openType} onChange={(_, next: OpenType) => handleTab(next)} aria-label="개설 구분">
          {OPEN_TYPES.map((type) => (
            <Tab key={type} value={type} label={OPEN_TYPE_LABELS[type]} />
          ))}
        </Tabs>
        <Typography variant="body2" color="text.secondary">
          {positionLabel
            ? `직책이 ${positionLabel}인 조합원만 표시됩니다. 선거인으로 참여할 조합원을 선택하세요.`
            : "조합원 명부에서 선거인으로 참여할 조합원을 선택하세요."}
        </Typography>
        <Box
          component="search"
          aria-label="선거인 검색"
          sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap" }}
        >
          <TextField
            size="small"
            label="이름"
            value={draftName}
            onChange={(event) => setDraftName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                setName(draftName);
                setPaging((current) => ({ ...current, page: 0 }));
              }
            }}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <Button
            variant="contained"
            onClick={() => {
              setName(draftName);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
          >
            검색
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <FormControlLabel
            control={<Switch checked={isMock} onChange={(event) => setIsMock(event.target.checked)} />}
            label="모의 총회"
          />
          {isMock && (
            <TextField
              size="small"
              label="전체 선거인 수"
              value={totalText}
              onChange={(event) => setTotalText(event.target.value.replace(/\D/g, "").slice(0, 5))}
              helperText={`가상 선거인을 포함해 최대 ${formatNumber(VIRTUAL_VOTERS_MAX)}명`}
              sx={{ width: 200 }}
            />
          )}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>
          조회{" "}
          <Box component="span" sx={{ color: "primary.main" }}>
            {formatNumber(total)}
          </Box>
          명 · 선택{" "}
          <Box component="span" sx={{ color: "primary.main" }} aria-label="선택한 선거인 수">
            {formatNumber(selected.size)}
          </Box>
          명
        </Typography>
        <DataTable
          label="선거인 후보 목록"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.unionRegisterSeq}
          selectedIds={selected}
          onSelectedIdsChange={(ids) => {
            if (isMock && ids.size > 10 && ids.size > selected.size) return setAlert(M.mockVotersMax);
            setSelected(ids);
          }}
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
          <WriteButton canWrite={canWrite} variant="contained" size="large" onClick={handleNext}>
            다음
          </WriteButton>
        </Box>
      </Paper>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        isOpen={blocker.state === "blocked"}
        message={M.leaveWizard}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
