import { ChangeHistoriesQuerySchema, type ChangeHistoryListRow, formatSerial } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format";
import { searchParamsOf } from "../../../lib/query-string";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DigitsField } from "../../../ui/digits-field";
import type { ChangeHistoriesParams } from "../api/register-keys";
import { changeHistoriesQuery } from "../api/registry-change-api";
import {
  CHANGE_ROW_COLUMNS,
  CHANGED_AT_COLUMN,
  type ChangeRowColumn,
  ChangeRowsTable,
} from "../components/registry/change-rows-table";
import { registersPath } from "../register-paths";
import { pageCountOf } from "../registry-change-format";

const CHANGE_HISTORIES_TITLE = "조합원 명부 변동 이력";
const PAGE_SIZE = 10;

type FilterKey = "registrationNo" | "registrationPurpose" | "registrationAddress";
type Filters = Record<FilterKey, string>;
/** `isNumber`: digits and '-' only, typed or pasted, up to maxLength. */
type FieldSpec = { key: FilterKey; label: string; maxLength: number; isNumber?: boolean };

/** Spec 01 §5: number digits and '-' up to 16 (no '--'), purpose up to 30, address up to 50. */
const FIELDS: readonly FieldSpec[] = [
  { key: "registrationNo", label: "등기 고유번호", maxLength: 16, isNumber: true },
  { key: "registrationPurpose", label: "등기 목적", maxLength: 30 },
  { key: "registrationAddress", label: "주소", maxLength: 50 },
];

const filtersOf = (params: URLSearchParams): Filters => ({
  registrationNo: params.get("registrationNo") ?? "",
  registrationPurpose: params.get("registrationPurpose") ?? "",
  registrationAddress: params.get("registrationAddress") ?? "",
});

/** The page's URL: the filters that are set, and the page when it is not the first. */
const pageSearchOf = (filters: Filters, page: number) => searchParamsOf({ ...filters, page: page > 0 ? page : null });

type HistoryColumn = ChangeRowColumn<ChangeHistoryListRow>;

/** The change's own number (spec 01 §3 changeHistorySeq), not an owner's 일련번호. */
const HISTORY_NO_COLUMN: HistoryColumn = {
  field: "changeHistorySeq",
  headerName: "이력 번호",
  renderCell: (row) => row.changeHistorySeq,
};

/** The register grid showing one owner: filtered by its serial number and name. */
const ownerInGridPath = (unionSeq: number, owner: NonNullable<ChangeHistoryListRow["owner"]>) =>
  `${registersPath(unionSeq)}?${searchParamsOf({
    unionRegisterNo: formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
    name: owner.name,
  })}`;

/** The owner of the change (일련번호 and name), a link to that owner in the register grid. */
const ownerColumn = (unionSeq: number): HistoryColumn => ({
  field: "owner",
  headerName: "소유자",
  renderCell: ({ owner }) =>
    owner ? (
      <Link component={RouterLink} to={ownerInGridPath(unionSeq, owner)} underline="hover">
        {`${formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub)} ${owner.name}`}
      </Link>
    ) : (
      "삭제된 소유자"
    ),
});

/** `union-management/registers/histories`: the registry changes of the union, filtered and paged. */
export function ChangeHistoriesPage() {
  const unionSeq = useUnionSeq();
  const columns = useMemo(
    (): readonly HistoryColumn[] => [
      HISTORY_NO_COLUMN,
      ownerColumn(unionSeq),
      ...CHANGE_ROW_COLUMNS,
      CHANGED_AT_COLUMN,
    ],
    [unionSeq],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const page = Math.max(0, Number(searchParams.get("page")) || 0);
  const [draft, setDraft] = useState<Filters>(filters);
  const [alert, setAlert] = useState<string | null>(null);

  const params: ChangeHistoriesParams = { page, pageSize: PAGE_SIZE, ...filters };
  const histories = useQuery(changeHistoriesQuery(unionSeq, params));
  const total = histories.data?.pagination.totalElements ?? 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed: Filters = {
      registrationNo: draft.registrationNo.trim(),
      registrationPurpose: draft.registrationPurpose.trim(),
      registrationAddress: draft.registrationAddress.trim(),
    };
    const checked = ChangeHistoriesQuerySchema.safeParse(trimmed);
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
      return;
    }
    setSearchParams(pageSearchOf(trimmed, 0));
  };

  return (
    <>
      <title>{`${CHANGE_HISTORIES_TITLE} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {CHANGE_HISTORIES_TITLE}
      </Typography>
      <Paper
        component="form"
        role="search"
        aria-label="변동 이력 검색"
        variant="outlined"
        onSubmit={handleSubmit}
        noValidate
        sx={{ p: 2.5, mb: 2, borderRadius: 2, display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
      >
        {FIELDS.map((field) => {
          const common = {
            name: field.key,
            label: field.label,
            size: "small" as const,
            sx: { width: field.key === "registrationAddress" ? 320 : 200 },
          };
          const setValue = (value: string) => setDraft((current) => ({ ...current, [field.key]: value }));
          return field.isNumber ? (
            <DigitsField
              key={field.key}
              {...common}
              value={draft[field.key]}
              onValueChange={setValue}
              maxDigits={field.maxLength}
              allowHyphen
            />
          ) : (
            <TextField
              key={field.key}
              {...common}
              value={draft[field.key]}
              onChange={(event) => setValue(event.target.value)}
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            />
          );
        })}
        <Button type="submit" variant="contained">
          검색
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
        <Box sx={{ height: 4 }}>{histories.isFetching && <LinearProgress aria-label="불러오는 중" />}</Box>
        <ChangeRowsTable
          label="변동 이력"
          rows={histories.data?.data ?? []}
          columns={columns}
          emptyText={histories.isPending ? "불러오는 중입니다." : "변동 이력이 없습니다."}
        />
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            총 {formatNumber(total)}건
          </Typography>
          <Pagination
            count={pageCountOf(total, PAGE_SIZE)}
            page={page + 1}
            onChange={(_event, next) => setSearchParams(pageSearchOf(filters, next - 1))}
            size="small"
            color="primary"
          />
        </Box>
      </Paper>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
