import {
  BILLING_MESSAGES,
  CHARGES_EXPORT_FILE_NAME,
  CLIENT_MESSAGES,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
  type TransactionKind,
  TransactionsQuerySchema,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { searchParamsOf } from "../../../lib/query-string";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { AmountText } from "../../../ui/amount-text";
import { DataTable } from "../../../ui/data-table/data-table";
import type { TransactionsParams } from "../api/billing-keys";
import { useDownloadTransactionsMutation } from "../api/billing-mutations";
import { serviceInfoQuery, transactionsQuery } from "../api/billing-queries";
import { balanceOf } from "../balance";
import { chargeColumns } from "../components/charge-columns";
import { ChargeDetailDialog } from "../components/charge-detail-dialog";

const TITLE = "충전 및 사용 관리";
const PAGE_SIZES = [10, 20, 50] as const;
type Filters = Pick<TransactionsParams, "startDate" | "endDate" | "kind">;

function paramsOf(search: URLSearchParams): TransactionsParams {
  const kind = search.get("kind") ?? "";
  const pageSize = Number(search.get("pageSize"));
  return {
    page: Math.max(0, Number(search.get("page")) || 0),
    pageSize: PAGE_SIZES.includes(pageSize as 10) ? pageSize : PAGE_SIZES[0],
    startDate: search.get("startDate") ?? "",
    endDate: search.get("endDate") ?? "",
    kind: (TRANSACTION_KINDS as readonly string[]).includes(kind) ? (kind as TransactionKind) : "",
  };
}

/** The page's URL: the first page and the default page size are left out, like empty filters. */
const searchOf = ({ page, pageSize, ...filters }: TransactionsParams) =>
  searchParamsOf({
    page: page > 0 ? page : null,
    pageSize: pageSize !== PAGE_SIZES[0] ? pageSize : null,
    ...filters,
  });

/** `etc-management/charges` (menu M1103): charges and usages with period and kind filters, download, detail. */
export function ChargesPage() {
  const unionSeq = useUnionSeq();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsOf(searchParams);
  const [draft, setDraft] = useState<Filters>({
    startDate: params.startDate,
    endDate: params.endDate,
    kind: params.kind,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [openSeq, setOpenSeq] = useState<number | null>(null);
  const rows = useQuery(transactionsQuery(unionSeq, params));
  const info = useQuery(serviceInfoQuery(unionSeq));
  const download = useDownloadTransactionsMutation(unionSeq);
  const go = (next: TransactionsParams) => setSearchParams(searchOf(next));

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const checked = TransactionsQuerySchema.safeParse({
      startDate: draft.startDate || undefined,
      endDate: draft.endDate || undefined,
      kind: draft.kind || undefined,
    });
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? BILLING_MESSAGES.periodInvalid);
      return;
    }
    go({ ...params, ...draft, page: 0 });
  };
  const handleReset = () => {
    setDraft({ startDate: "", endDate: "", kind: "" });
    go({ ...params, startDate: "", endDate: "", kind: "", page: 0 });
  };

  return (
    <>
      <title>{`${TITLE} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 3, mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {TITLE}
        </Typography>
        {info.data && (
          <Typography variant="body2" color="text.secondary">
            예치금 <AmountText amount={info.data.depositBalance} sx={{ fontWeight: 700, color: "text.primary" }} /> ·
            포인트 <AmountText amount={info.data.pointBalance} sx={{ fontWeight: 700, color: "text.primary" }} /> · 합계{" "}
            <AmountText amount={balanceOf(info.data)} sx={{ fontWeight: 700, color: "text.primary" }} />
          </Typography>
        )}
      </Box>
      <Paper
        component="form"
        role="search"
        aria-label="충전 및 사용 내역 검색"
        variant="outlined"
        onSubmit={handleSearch}
        noValidate
        sx={{ p: 2.5, mb: 2, borderRadius: 2, display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
      >
        {(["startDate", "endDate"] as const).map((key) => (
          <TextField
            key={key}
            name={key}
            type="date"
            size="small"
            label={key === "startDate" ? "조회 시작일" : "조회 종료일"}
            value={draft[key]}
            onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
        ))}
        <TextField
          select
          name="kind"
          size="small"
          label="구분"
          value={draft.kind}
          onChange={(event) => setDraft((d) => ({ ...d, kind: event.target.value as TransactionKind | "" }))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: 120 }}
        >
          <MenuItem value="">전체</MenuItem>
          {TRANSACTION_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {TRANSACTION_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          검색
        </Button>
        <Button variant="outlined" color="inherit" onClick={handleReset}>
          초기화
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          disabled={download.isPending}
          onClick={() => download.mutate({ params, fileName: CHARGES_EXPORT_FILE_NAME })}
        >
          엑셀 다운로드
        </Button>
      </Paper>
      {/* Twelve columns: narrower cell padding than other lists, so all of them fit beside the open side bar. */}
      <Box sx={{ "& table td, & table th": { px: 0.75 } }}>
        <DataTable
          label="충전 및 사용 내역"
          rows={rows.data?.data ?? []}
          columns={chargeColumns(setOpenSeq)}
          getRowId={(row) => `${row.transactionSeq ?? "c"}-${row.depositChargeSeq ?? "t"}`}
          page={params.page}
          pageSize={params.pageSize}
          pageSizeOptions={PAGE_SIZES}
          totalElements={rows.data?.pagination.totalElements ?? 0}
          onPageChange={(page) => go({ ...params, page })}
          onPageSizeChange={(pageSize) => go({ ...params, pageSize, page: 0 })}
          height={442}
          isFetching={rows.isFetching}
          emptyText={rows.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
        />
      </Box>
      {openSeq !== null && <ChargeDetailDialog unionSeq={unionSeq} seq={openSeq} onClose={() => setOpenSeq(null)} />}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
