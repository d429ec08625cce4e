import {
  CLIENT_MESSAGES,
  type DocumentIssuanceCost,
  type DocumentIssuanceRegister,
  ISSUANCE_TYPE_LABELS,
  DOCUMENT_ISSUANCE_MESSAGES as M,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { formatNumber, formatWon } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PaidRequestDialog } from "../../../ui/paid-request-dialog";
import { SearchBar } from "../../../ui/search-bar";
import {
  issuanceRegistersQuery,
  type RegistersParams,
  registerGroupsQuery,
  useCreateIssuanceMutation,
  useIssuanceCostMutation,
} from "../api/document-issuance-api";
import { ConditionDrawer, type IssuanceConditions } from "../components/condition-drawer";
import { SelectionList } from "../components/selection-list";
import { ISSUANCE_NOTICES } from "../document-issuance-labels";
import { issuanceRecordPath } from "../document-issuance-paths";
import { addOwners, type SelectedOwner, selectionRequest, toggleRegistration } from "../issuance-selection";

type Filters = { unionRegisterGroupSeq: string; unionRegisterNo: string; name: string; address: string };
const NO_FILTERS: Filters = { unionRegisterGroupSeq: "", unionRegisterNo: "", name: "", address: "" };
const PAGE_SIZES = [10, 30, 50] as const;

const columns: DataTableColumn<DocumentIssuanceRegister>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 90, renderCell: (r) => r.unionRegisterNo },
  { field: "name", headerName: "이름", width: 100, renderCell: (r) => r.name.name },
  { field: "birth", headerName: "생년월일", width: 100, renderCell: (r) => r.birth || "-" },
  {
    field: "address",
    headerName: "소재지",
    width: 260,
    renderCell: (r) => r.localAddresses.map((l) => l.address).join(", ") || "-",
  },
  {
    field: "registrations",
    headerName: "등기 주소",
    width: 80,
    align: "right",
    renderCell: (r) => `${r.localAddresses.reduce((n, l) => n + l.registrationAddresses.length, 0)}건`,
  },
];

type Pending = {
  conditions: IssuanceConditions;
  unionRegisters: { unionRegisterSeq: number; registrationAddressSeqs: number[] }[];
  cost: DocumentIssuanceCost;
};

/**
 * 자료 발급 tab (spec 04 §2.4): the register picker (group, register number, name, address), the selection list
 * with per-address registration-type boxes, 선택완료 → the condition drawer → the cost and confirmation dialog.
 */
export function IssuancePage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [params, setParams] = useState<RegistersParams>({ page: 0, pageSize: 10 });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [selection, setSelection] = useState<Map<number, SelectedOwner>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const candidates = useQuery(issuanceRegistersQuery(unionSeq, params));
  const groups = useQuery(registerGroupsQuery(unionSeq));
  const cost = useIssuanceCostMutation(unionSeq);
  const idempotency = useIdempotencyKey();
  const create = useCreateIssuanceMutation(unionSeq, idempotency.key, idempotency.renewAfter);
  const rows = useMemo(() => candidates.data?.data ?? [], [candidates.data]);

  const handleSearch = () => {
    setParams({
      page: 0,
      pageSize: params.pageSize,
      unionRegisterGroupSeq: draft.unionRegisterGroupSeq ? Number(draft.unionRegisterGroupSeq) : undefined,
      unionRegisterNo: draft.unionRegisterNo.trim(),
      name: draft.name.trim(),
      address: draft.address.trim(),
    });
  };
  const handleAdd = () => {
    const picked = rows.filter((r) => checked.has(r.unionRegisterSeq));
    if (picked.length === 0) return setAlert(M.ownersRequired);
    setSelection((s) => addOwners(s, picked));
    setChecked(new Set());
  };
  const handleDone = () => {
    const request = selectionRequest(selection);
    if ("error" in request) return setAlert(request.error);
    setDrawerOpen(true);
  };
  const handleConditions = (conditions: IssuanceConditions) => {
    const request = selectionRequest(selection);
    if ("error" in request) return setAlert(request.error);
    cost.mutate(
      { ...conditions, unionRegisters: request.unionRegisters },
      {
        onSuccess: (result) => {
          setDrawerOpen(false);
          setPending({ conditions, unionRegisters: request.unionRegisters, cost: result });
        },
      },
    );
  };
  const handleConfirm = () => {
    if (!pending) return;
    create.mutate(
      {
        ...pending.conditions,
        unionRegisters: pending.unionRegisters,
        totalRequestCount: pending.cost.totalRequestCount,
        addressCount: pending.cost.addressCount,
        agreed: true,
      },
      {
        onSuccess: (created) => {
          notifySuccess(M.requested);
          setPending(null);
          setSelection(new Map());
          navigate(issuanceRecordPath(unionSeq, created.documentIssuanceSeq));
        },
      },
    );
  };

  return (
    <>
      <SearchBar
        label="조합원 검색"
        onSearch={handleSearch}
        onReset={() => {
          setDraft(NO_FILTERS);
          setParams({ page: 0, pageSize: params.pageSize });
        }}
      >
        <TextField
          select
          name="unionRegisterGroupSeq"
          size="small"
          label="그룹"
          value={draft.unionRegisterGroupSeq}
          onChange={(e) => setDraft((d) => ({ ...d, unionRegisterGroupSeq: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: 160 }}
        >
          <MenuItem value="">전체</MenuItem>
          {(groups.data ?? []).map((g) => (
            <MenuItem key={g.unionRegisterGroupSeq} value={String(g.unionRegisterGroupSeq)}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="unionRegisterNo"
          size="small"
          label="일련번호"
          value={draft.unionRegisterNo}
          onChange={(e) =>
            setDraft((d) => ({ ...d, unionRegisterNo: e.target.value.replace(/[^\d-]/g, "").slice(0, 11) }))
          }
          sx={{ width: 130 }}
        />
        <TextField
          name="name"
          size="small"
          label="이름"
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value.slice(0, 30) }))}
          sx={{ width: 140 }}
        />
        <TextField
          name="address"
          size="small"
          label="주소"
          value={draft.address}
          onChange={(e) => setDraft((d) => ({ ...d, address: e.target.value.slice(0, 100) }))}
          sx={{ width: 200 }}
        />
      </SearchBar>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" }, gap: 2, alignItems: "start" }}>
        <Box>
          <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              조합원 목록 (총 {formatNumber(candidates.data?.pagination.totalElements ?? 0)}명)
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" onClick={handleAdd}>
              선택 추가
            </Button>
          </Box>
          <DataTable
            label="조합원 목록"
            {...pagedQueryProps(candidates, CLIENT_MESSAGES.noData)}
            columns={columns}
            getRowId={(row) => row.unionRegisterSeq}
            selectedIds={checked}
            onSelectedIdsChange={setChecked}
            page={params.page}
            pageSize={params.pageSize}
            pageSizeOptions={PAGE_SIZES}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, pageSize, page: 0 }))}
            height={442}
          />
        </Box>
        <Box>
          <SelectionList
            selection={selection}
            onToggle={(seq, reg) => {
              const result = toggleRegistration(selection, seq, reg);
              if (result.error) setAlert(result.error);
              else setSelection(result.selection);
            }}
            onRemove={(seq) =>
              setSelection((s) => {
                const next = new Map(s);
                next.delete(seq);
                return next;
              })
            }
          />
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1.5 }}>
            <Button variant="contained" onClick={handleDone}>
              선택완료
            </Button>
          </Box>
        </Box>
      </Box>
      {isDrawerOpen && (
        <ConditionDrawer
          ownerCount={selection.size}
          isPending={cost.isPending}
          onClose={() => setDrawerOpen(false)}
          onSubmit={handleConditions}
        />
      )}
      {pending && (
        <PaidRequestDialog
          title="자료 발급 신청"
          facts={[
            ...pending.cost.items.map((item) => ({
              label: `${item.documentName} (${ISSUANCE_TYPE_LABELS[item.issuanceType]})`,
              value: (
                <Typography>
                  {formatNumber(item.issuanceCount)}건 × {formatWon(item.unitCost)} = {formatWon(item.issuanceCost)}
                </Typography>
              ),
            })),
            { label: "부동산 수", value: <Typography>{formatNumber(pending.cost.addressCount)}건</Typography> },
            { label: "총 발급 건수", value: <Typography>{formatNumber(pending.cost.totalRequestCount)}건</Typography> },
            {
              label: "총 비용",
              value: (
                <Typography sx={{ fontWeight: 700 }} color="primary">
                  {formatWon(pending.cost.totalCost)}
                </Typography>
              ),
            },
          ]}
          notices={ISSUANCE_NOTICES}
          agreementRequired={M.agreementRequired}
          isPending={create.isPending}
          onSubmit={handleConfirm}
          onClose={() => setPending(null)}
        />
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
