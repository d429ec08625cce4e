import {
  MEET_MESSAGES,
  MEET_METHOD_LABELS,
  MEET_METHODS,
  MEET_MOVER_NAME_MAX,
  MEET_NAME_MAX,
  MEET_PAGE_SIZE,
  MEET_STATUS_LABELS,
  MEET_STATUSES,
  MEET_TYPE_LABELS,
  MEET_TYPES,
  OPEN_TYPE_LABELS,
  OPEN_TYPES,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { DataTable } from "../../../../ui/data-table/data-table";
import { registersPath } from "../../../register";
import { meetListQuery } from "../../detail/api/meet-queries";
import { MEET_DETAIL_TEXTS as T } from "../../detail/meet-detail-labels";
import { meetHistoryColumns } from "../components/meet-history-columns";
import { useDownloadMeetHistory } from "../meet-history-download";
import {
  EMPTY_FILTERS,
  historyParamsOf,
  historySearchOf,
  listParamsOf,
  type MeetHistoryFilters,
  type MeetHistoryParams,
} from "../meet-history-params";

const PAGE_SIZES = [MEET_PAGE_SIZE] as const;

type SelectKey = "meetStatus" | "meetMethod" | "openType" | "meetType";
const SELECTS: { key: SelectKey; label: string; options: readonly string[]; labels: Record<string, string> }[] = [
  { key: "meetStatus", label: "진행 상태", options: MEET_STATUSES, labels: MEET_STATUS_LABELS },
  { key: "meetMethod", label: "투표 방식", options: MEET_METHODS, labels: MEET_METHOD_LABELS },
  { key: "openType", label: "개설 구분", options: OPEN_TYPES, labels: OPEN_TYPE_LABELS },
  { key: "meetType", label: "총회 유형", options: MEET_TYPES, labels: MEET_TYPE_LABELS },
];

/** `meet-management/history` (spec 03 §2.1, menu M1004): filters with 전체, 10 a page, Excel, the register link. */
export function MeetHistoryPage() {
  const unionSeq = useUnionSeq();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = historyParamsOf(searchParams);
  const [draft, setDraft] = useState<MeetHistoryFilters>(() => {
    const { page: _page, ...filters } = params;
    return filters;
  });
  const query = listParamsOf(params);
  const rows = useQuery(meetListQuery(unionSeq, query));
  const download = useDownloadMeetHistory(unionSeq);
  const go = (next: MeetHistoryParams) => setSearchParams(historySearchOf(next));

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 0 });
  };
  const handleReset = () => {
    setDraft(EMPTY_FILTERS);
    go({ ...EMPTY_FILTERS, page: 0 });
  };

  return (
    <>
      <title>{`${T.historyTitle} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {T.historyTitle}
        </Typography>
        <Button variant="outlined" color="inherit" component={RouterLink} to={registersPath(unionSeq)}>
          조합원 명부
        </Button>
      </Box>
      <Paper
        component="form"
        role="search"
        aria-label="총회 내역 검색"
        variant="outlined"
        onSubmit={handleSearch}
        noValidate
        sx={{ p: 2.5, mb: 2, borderRadius: 2, display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
      >
        <TextField
          name="meetName"
          size="small"
          label="총회명"
          value={draft.meetName}
          onChange={(event) => setDraft((d) => ({ ...d, meetName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: MEET_NAME_MAX } }}
          sx={{ width: 200 }}
        />
        <TextField
          name="moverName"
          size="small"
          label="소집권자"
          value={draft.moverName}
          onChange={(event) => setDraft((d) => ({ ...d, moverName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: MEET_MOVER_NAME_MAX } }}
          sx={{ width: 140 }}
        />
        {SELECTS.map((select) => (
          <TextField
            key={select.key}
            select
            name={select.key}
            size="small"
            label={select.label}
            value={draft[select.key]}
            onChange={(event) => setDraft((d) => ({ ...d, [select.key]: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width: 130 }}
          >
            <MenuItem value="">전체</MenuItem>
            {select.options.map((option) => (
              <MenuItem key={option} value={option}>
                {select.labels[option]}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Button type="submit" variant="contained">
          검색
        </Button>
        <Button variant="outlined" color="inherit" onClick={handleReset}>
          초기화
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate(query)}>
          엑셀 다운로드
        </Button>
      </Paper>
      <DataTable
        label="총회 내역"
        rows={rows.data?.data ?? []}
        columns={meetHistoryColumns(unionSeq)}
        getRowId={(row) => row.meetSeq}
        page={params.page}
        pageSize={MEET_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        totalElements={rows.data?.pagination.totalElements ?? 0}
        onPageChange={(page) => go({ ...params, page })}
        onPageSizeChange={() => go({ ...params, page: 0 })}
        height={442}
        isFetching={rows.isFetching}
        emptyText={rows.isPending ? "불러오는 중입니다." : MEET_MESSAGES.empty}
      />
    </>
  );
}
