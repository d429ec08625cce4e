import {
  type CertificateMeet,
  type ListCertificateMeetsParams,
  MEET_MESSAGES,
  MEET_METHOD_LABELS,
  MEET_METHODS,
  MEET_NAME_MAX,
  MEET_PAGE_SIZE,
  MEET_STATUS_LABELS,
  type MeetMethod,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { formatDate, formatDateTime } from "../../../../lib/format-date";
import { getDownload } from "../../../../lib/http";
import { isNotifiedError } from "../../../../lib/http-error";
import { notifyError } from "../../../../lib/notify";
import { queryString } from "../../../../lib/query-string";
import { saveResponse } from "../../../../lib/save-blob";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../../ui/data-table/paged-query";
import { PageTitle } from "../../../../ui/page-title";
import { SearchBar } from "../../../../ui/search-bar";
import { SelectFilter } from "../../../../ui/select-filter";
import { unionHeader } from "../../detail/api/meet-queries";
import { isMeetPasswordVerified } from "../../detail/meet-password-session";
import { certificationPath } from "../../meetings-paths";
import { certificateMeetsBase, certificateMeetsQuery } from "../api/certificates-queries";
import { CERTIFICATE_TEXTS as T } from "../certificates-labels";
import { CertificatePasswordForm } from "../components/certificate-password-form";

const PAGE_SIZES = [MEET_PAGE_SIZE] as const;
type Filters = { meetName: string; meetMethod: MeetMethod | "" };
const NO_FILTERS: Filters = { meetName: "", meetMethod: "" };

const paramsOf = (search: URLSearchParams): Filters & { page: number } => {
  const method = search.get("meetMethod") ?? "";
  return {
    meetName: search.get("meetName") ?? "",
    meetMethod: (MEET_METHODS as readonly string[]).includes(method) ? (method as MeetMethod) : "",
    page: Math.max(0, Number(search.get("page") ?? 0) || 0),
  };
};

/**
 * `meet-management/certifications` (증명서 발급, spec 03 §2.8, menu M1005): ended meetings by name and method (전체
 * or a method), 10 a page in a 442 px list, the Excel; a meeting's name asks its password, then opens its
 * certificates.
 */
export function CertificationsPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsOf(searchParams);
  const [draft, setDraft] = useState<Filters>({ meetName: params.meetName ?? "", meetMethod: params.meetMethod });
  const [asking, setAsking] = useState<CertificateMeet | null>(null);
  const titleId = useId();
  const query: ListCertificateMeetsParams = {
    page: params.page,
    pageSize: MEET_PAGE_SIZE,
    ...(params.meetName ? { meetName: params.meetName } : {}),
    ...(params.meetMethod ? { meetMethod: params.meetMethod } : {}),
  };
  const rows = useQuery(certificateMeetsQuery(unionSeq, query));
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, pageSize: _size, ...filters } = query;
      const response = await getDownload(`${certificateMeetsBase}/excel${queryString(filters)}`, unionHeader(unionSeq));
      await saveResponse(response, `증명서 발급_${formatDate().replaceAll("-", "")}.xlsx`);
    },
    onError: (error) => {
      if (!isNotifiedError(error)) notifyError(MEET_MESSAGES.excelFailed);
    },
  });
  const go = (next: Filters & { page: number }) =>
    setSearchParams(queryString({ meetName: next.meetName, meetMethod: next.meetMethod, page: next.page || null }));

  const open = (meet: CertificateMeet) => {
    if (isMeetPasswordVerified(unionSeq, meet.meetSeq)) navigate(certificationPath(unionSeq, meet.meetSeq));
    else setAsking(meet);
  };

  const columns: DataTableColumn<CertificateMeet>[] = [
    { field: "no", headerName: "번호", width: 64, align: "center", renderCell: (row) => row.no },
    {
      field: "name",
      headerName: "총회명",
      width: 260,
      renderCell: (row) => (
        <>
          <Link component="button" type="button" onClick={() => open(row)} sx={{ fontWeight: 600, textAlign: "left" }}>
            {row.name}
          </Link>
          {row.isMock && <Chip size="small" label="모의" sx={{ ml: 1 }} />}
        </>
      ),
    },
    {
      field: "meetMethod",
      headerName: "투표 방식",
      width: 110,
      align: "center",
      renderCell: (row) => MEET_METHOD_LABELS[row.meetMethod],
    },
    {
      field: "meetAt",
      headerName: "총회 일시",
      width: 150,
      align: "center",
      renderCell: (row) => formatDateTime(row.meetAt),
    },
    {
      field: "participantCount",
      headerName: "선거인 수",
      width: 90,
      align: "right",
      renderCell: (row) => formatNumber(row.participantCount),
    },
    {
      field: "meetStatus",
      headerName: "진행 상태",
      width: 90,
      align: "center",
      renderCell: (row) => MEET_STATUS_LABELS[row.meetStatus],
    },
    {
      field: "completedAt",
      headerName: "종료 일시",
      width: 150,
      align: "center",
      renderCell: (row) => formatDateTime(row.completedAt),
    },
    {
      field: "documentStorageEndAt",
      headerName: "문서 보관 종료일",
      width: 130,
      align: "center",
      renderCell: (row) => (row.documentStorageEndAt ? formatDate(row.documentStorageEndAt) : "-"),
    },
  ];

  const handleSearch = () => go({ ...draft, page: 0 });
  const handleReset = () => {
    setDraft(NO_FILTERS);
    go({ ...NO_FILTERS, page: 0 });
  };

  return (
    <>
      <PageTitle>{T.listTitle}</PageTitle>
      <SearchBar
        label="증명서 발급 검색"
        onSearch={handleSearch}
        onReset={handleReset}
        end={
          <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
            엑셀 다운로드
          </Button>
        }
      >
        <TextField
          name="meetName"
          size="small"
          label="총회명"
          value={draft.meetName}
          onChange={(event) => setDraft((d) => ({ ...d, meetName: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: MEET_NAME_MAX } }}
          sx={{ width: 220 }}
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
      </SearchBar>
      <DataTable
        label="증명서 발급 총회 목록"
        {...pagedQueryProps(rows, MEET_MESSAGES.empty)}
        columns={columns}
        getRowId={(row) => row.meetSeq}
        page={params.page}
        pageSize={MEET_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => go({ ...draft, meetName: params.meetName ?? "", meetMethod: params.meetMethod, page })}
        onPageSizeChange={() => go({ meetName: params.meetName ?? "", meetMethod: params.meetMethod, page: 0 })}
        height={442}
      />
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>총회 비밀번호 확인</DialogTitle>
        <DialogContent>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{asking?.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            총회 개설 시 설정한 비밀번호를 입력해주세요.
          </Typography>
          {asking && (
            <CertificatePasswordForm
              unionSeq={unionSeq}
              meetSeq={asking.meetSeq}
              onCancel={() => setAsking(null)}
              onVerified={() => navigate(certificationPath(unionSeq, asking.meetSeq))}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
