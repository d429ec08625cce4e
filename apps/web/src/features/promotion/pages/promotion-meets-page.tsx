import {
  type ListPromotionMeetsParams,
  PROMOTION_MESSAGES as M,
  MEET_METHOD_LABELS,
  MEET_METHODS,
  MEET_NAME_MAX,
  MEET_STATUS_LABELS,
  MEET_TYPE_LABELS,
  MEET_TYPES,
  type MeetMethod,
  type MeetType,
  PROMOTION_PAGE_SIZE,
  type PromotionMeet,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { getDownload } from "../../../lib/http";
import { isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { queryString } from "../../../lib/query-string";
import { saveResponse } from "../../../lib/save-blob";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { SelectFilter } from "../../../ui/select-filter";
import { promotionMeetsBase, promotionMeetsQuery, unionHeader } from "../api/promotion-api";
import { promotionDetailPath } from "../promotion-paths";

const PAGE_SIZES = [PROMOTION_PAGE_SIZE] as const;
type Filters = {
  meetName: string;
  startDate: string;
  endDate: string;
  meetMethod: MeetMethod | "";
  meetType: MeetType | "";
};
const NO_FILTERS: Filters = { meetName: "", startDate: "", endDate: "", meetMethod: "", meetType: "" };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const filtersOf = (search: URLSearchParams): Filters & { page: number } => {
  const method = search.get("meetMethod") ?? "";
  const type = search.get("meetType") ?? "";
  const day = (key: string) => (DAY.test(search.get(key) ?? "") ? (search.get(key) as string) : "");
  return {
    meetName: search.get("meetName") ?? "",
    startDate: day("startDate"),
    endDate: day("endDate"),
    meetMethod: (MEET_METHODS as readonly string[]).includes(method) ? (method as MeetMethod) : "",
    meetType: (MEET_TYPES as readonly string[]).includes(type) ? (type as MeetType) : "",
    page: Math.max(0, Number(search.get("page") ?? 0) || 0),
  };
};

const paramsOf = (f: Filters & { page: number }): ListPromotionMeetsParams => ({
  page: f.page,
  pageSize: PROMOTION_PAGE_SIZE,
  ...(f.meetName ? { meetName: f.meetName } : {}),
  ...(f.startDate ? { startDate: f.startDate } : {}),
  ...(f.endDate ? { endDate: f.endDate } : {}),
  ...(f.meetMethod ? { meetMethod: f.meetMethod } : {}),
  ...(f.meetType ? { meetType: f.meetType } : {}),
});

/**
 * `meet-management/promotion` (홍보 관리, spec 03 §2.11, menu M1006): meetings by name, period, method and type, with
 * their promotion head and manager counts, 10 a page, and the Excel; a meeting's name opens its promotion detail.
 */
export function PromotionMeetsPage() {
  const unionSeq = useUnionSeq();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = filtersOf(searchParams);
  const [draft, setDraft] = useState<Filters>(current);
  const params = paramsOf(current);
  const rows = useQuery(promotionMeetsQuery(unionSeq, params));
  const go = (next: Filters & { page: number }) => setSearchParams(queryString({ ...next, page: next.page || null }));
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, pageSize: _size, ...filters } = params;
      const response = await getDownload(`${promotionMeetsBase}/excel${queryString(filters)}`, unionHeader(unionSeq));
      await saveResponse(response, `홍보관리_${formatDate().replaceAll("-", "")}.xlsx`);
    },
    onError: (error) => {
      if (!isNotifiedError(error)) notifyError(M.excelFailed);
    },
  });

  const columns: DataTableColumn<PromotionMeet>[] = [
    { field: "no", headerName: "번호", width: 64, align: "center", renderCell: (r) => r.no },
    {
      field: "meetAt",
      headerName: "총회 일시",
      width: 150,
      align: "center",
      renderCell: (r) => formatDateTime(r.meetAt),
    },
    {
      field: "meetType",
      headerName: "유형",
      width: 70,
      align: "center",
      renderCell: (r) => MEET_TYPE_LABELS[r.meetType],
    },
    {
      field: "name",
      headerName: "총회명",
      width: 260,
      renderCell: (r) => (
        <Link component={RouterLink} to={promotionDetailPath(unionSeq, r.meetSeq)} sx={{ fontWeight: 600 }}>
          {r.name}
        </Link>
      ),
    },
    {
      field: "meetMethod",
      headerName: "투표 방식",
      width: 120,
      align: "center",
      renderCell: (r) => MEET_METHOD_LABELS[r.meetMethod],
    },
    {
      field: "participantCount",
      headerName: "선거인 수",
      width: 90,
      align: "right",
      renderCell: (r) => formatNumber(r.participantCount),
    },
    {
      field: "promotionHeadCount",
      headerName: "홍보 팀장",
      width: 90,
      align: "right",
      renderCell: (r) => formatNumber(r.promotionHeadCount),
    },
    {
      field: "promotionManagerCount",
      headerName: "홍보 담당자",
      width: 100,
      align: "right",
      renderCell: (r) => formatNumber(r.promotionManagerCount),
    },
    {
      field: "meetStatus",
      headerName: "진행 상태",
      width: 90,
      align: "center",
      renderCell: (r) => MEET_STATUS_LABELS[r.meetStatus],
    },
  ];

  return (
    <>
      <PageTitle>홍보 요원 관리</PageTitle>
      <SearchBar
        label="홍보 관리 검색"
        onSearch={() => go({ ...draft, page: 0 })}
        onReset={() => {
          setDraft(NO_FILTERS);
          go({ ...NO_FILTERS, page: 0 });
        }}
        end={
          <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
            엑셀 다운로드
          </Button>
        }
      >
        <TextField
          size="small"
          label="총회명"
          value={draft.meetName}
          onChange={(event) => setDraft((d) => ({ ...d, meetName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: MEET_NAME_MAX } }}
          sx={{ width: 200 }}
        />
        <TextField
          size="small"
          type="date"
          label="기간 (From)"
          value={draft.startDate}
          onChange={(event) => setDraft((d) => ({ ...d, startDate: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 160 }}
        />
        <TextField
          size="small"
          type="date"
          label="기간 (To)"
          value={draft.endDate}
          onChange={(event) => setDraft((d) => ({ ...d, endDate: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 160 }}
        />
        <SelectFilter
          name="meetMethod"
          label="투표 방식"
          value={draft.meetMethod}
          options={MEET_METHODS}
          labels={MEET_METHOD_LABELS}
          onChange={(meetMethod) => setDraft((d) => ({ ...d, meetMethod }))}
          width={150}
        />
        <SelectFilter
          name="meetType"
          label="유형"
          value={draft.meetType}
          options={MEET_TYPES}
          labels={MEET_TYPE_LABELS}
          onChange={(meetType) => setDraft((d) => ({ ...d, meetType }))}
          width={110}
        />
      </SearchBar>
      <DataTable
        label="홍보 관리 총회 목록"
        {...pagedQueryProps(rows, M.empty)}
        columns={columns}
        getRowId={(r) => r.meetSeq}
        page={current.page}
        pageSize={PROMOTION_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => go({ ...current, page })}
        onPageSizeChange={() => go({ ...current, page: 0 })}
        height={442}
      />
    </>
  );
}
