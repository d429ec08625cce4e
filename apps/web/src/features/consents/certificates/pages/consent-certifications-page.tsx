import {
  type CertificateConsent,
  CONSENT_LABELS,
  CONSENT_PAGE_SIZE,
  CONSENT_SEARCH_TITLE_MAX,
  TEMPLATE_TYPES,
  type TemplateType,
} from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { formatDate } from "../../../../lib/format-date";
import { queryString } from "../../../../lib/query-string";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../../ui/data-table/paged-query";
import { PageTitle } from "../../../../ui/page-title";
import { SearchBar } from "../../../../ui/search-bar";
import { SelectFilter } from "../../../../ui/select-filter";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import type { CertificateConsentsParams } from "../api/consent-certificates-keys";
import { certificateConsentsQuery } from "../api/consent-certificates-queries";
import { ConsentExtensionDialog } from "../components/consent-extension-dialog";
import { CONSENT_CERTIFICATE_TEXTS as T } from "../consent-certificates-labels";
import { CONSENT_CERTIFICATE_MENU, consentCertificationPath } from "../consent-certificates-paths";

const PAGE_SIZES = [CONSENT_PAGE_SIZE] as const;
const STATUSES = ["IN_PROGRESS", "COMPLETED"] as const;
type Status = (typeof STATUSES)[number];
type Filters = { searchTitle: string; searchTemplateType: TemplateType | ""; searchProgressStatus: Status | "" };
const NO_FILTERS: Filters = { searchTitle: "", searchTemplateType: "", searchProgressStatus: "" };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.includes(value as T) ? (value as T) : "";
const filtersOf = (search: URLSearchParams): Filters & { page: number } => ({
  searchTitle: search.get("searchTitle") ?? "",
  searchTemplateType: oneOf(TEMPLATE_TYPES, search.get("searchTemplateType")),
  searchProgressStatus: oneOf(STATUSES, search.get("searchProgressStatus")),
  page: Math.max(0, Number(search.get("page") ?? 0) || 0),
});

/**
 * `consent-management/certification` (전자 동의 증명서 발급, spec 02 §2.5, menu M1202): the consents but BEFORE by
 * title, type and status, 10 a page; a title opens the certificates; 문서보관 기간 연장 per consent.
 */
export function ConsentCertificationsPage() {
  const unionSeq = useUnionSeq();
  const canWrite = useCanWrite(CONSENT_CERTIFICATE_MENU, unionSeq);
  const [searchParams, setSearchParams] = useSearchParams();
  const current = filtersOf(searchParams);
  const [draft, setDraft] = useState<Filters>(current);
  const [extending, setExtending] = useState<CertificateConsent | null>(null);
  const params: CertificateConsentsParams = {
    page: current.page,
    pageSize: CONSENT_PAGE_SIZE,
    ...(current.searchTitle ? { searchTitle: current.searchTitle } : {}),
    ...(current.searchTemplateType ? { searchTemplateType: current.searchTemplateType } : {}),
    ...(current.searchProgressStatus ? { searchProgressStatus: current.searchProgressStatus } : {}),
  };
  const rows = useQuery(certificateConsentsQuery(unionSeq, params));
  const go = (next: Filters & { page: number }) =>
    setSearchParams(
      queryString({
        searchTitle: next.searchTitle || null,
        searchTemplateType: next.searchTemplateType || null,
        searchProgressStatus: next.searchProgressStatus || null,
        page: next.page || null,
      }),
    );
  const handleSearch = () => go({ ...draft, searchTitle: draft.searchTitle.trim(), page: 0 });
  const handleReset = () => {
    setDraft(NO_FILTERS);
    go({ ...NO_FILTERS, page: 0 });
  };

  const columns: DataTableColumn<CertificateConsent>[] = [
    { field: "no", headerName: "번호", width: 64, align: "center", renderCell: (r) => r.no },
    {
      field: "title",
      headerName: "동의서 제목",
      width: 190,
      renderCell: (r) => (
        <Link component={RouterLink} to={consentCertificationPath(unionSeq, r.consentSeq)} sx={{ fontWeight: 600 }}>
          {r.title}
        </Link>
      ),
    },
    {
      field: "templateType",
      headerName: "유형",
      width: 60,
      align: "center",
      renderCell: (r) => CONSENT_LABELS.templateType[r.template.templateType],
    },
    {
      field: "progressStatus",
      headerName: "진행 상태",
      width: 80,
      align: "center",
      renderCell: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={r.progressStatus === "IN_PROGRESS" ? "primary" : "default"}
          label={CONSENT_LABELS.progressStatus[r.progressStatus]}
        />
      ),
    },
    {
      field: "period",
      headerName: "제출 기간",
      width: 180,
      align: "center",
      renderCell: (r) => `${formatDate(r.startedAt)} ~ ${r.endedAt ? formatDate(r.endedAt) : "미정"}`,
    },
    {
      field: "recipientCount",
      headerName: "제출/대상",
      width: 90,
      align: "center",
      renderCell: (r) => `${formatNumber(r.recipientCount.submitted)}/${formatNumber(r.recipientCount.total)}`,
    },
    {
      field: "certificates",
      headerName: "신청가능·신청중·다운로드",
      width: 140,
      align: "center",
      renderCell: (r) =>
        [r.certificateCounts.availableCount, r.certificateCounts.pendingCount, r.certificateCounts.downloadCount]
          .map(formatNumber)
          .join(" · "),
    },
    {
      field: "documentStorageEndAt",
      headerName: "문서 보관 종료일",
      width: 130,
      align: "center",
      renderCell: (r) =>
        r.documentStorageExtensionStatus === "PENDING"
          ? `연장 처리 중 (→ ${formatDate(r.pendingExtensionUntil ?? "")})`
          : r.documentStorageEndAt
            ? formatDate(r.documentStorageEndAt)
            : "-",
    },
    {
      field: "extension",
      headerName: "보관 연장",
      width: 100,
      align: "center",
      renderCell: (r) => (
        <WriteButton
          canWrite={canWrite}
          size="small"
          variant="outlined"
          disabled={r.documentStorageExtensionStatus === "PENDING"}
          onClick={() => setExtending(r)}
        >
          연장 신청
        </WriteButton>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{T.listTitle}</PageTitle>
      <SearchBar label="전자 동의 증명서 검색" onSearch={handleSearch} onReset={handleReset}>
        <TextField
          name="searchTitle"
          size="small"
          label="동의서 제목"
          value={draft.searchTitle}
          onChange={(event) => setDraft((d) => ({ ...d, searchTitle: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: CONSENT_SEARCH_TITLE_MAX } }}
          sx={{ width: 240 }}
        />
        <SelectFilter
          name="searchTemplateType"
          label="동의서 유형"
          value={draft.searchTemplateType}
          options={TEMPLATE_TYPES}
          labels={CONSENT_LABELS.templateType}
          onChange={(searchTemplateType) => setDraft((d) => ({ ...d, searchTemplateType }))}
          width={140}
        />
        <SelectFilter
          name="searchProgressStatus"
          label="진행 상태"
          value={draft.searchProgressStatus}
          options={STATUSES}
          labels={CONSENT_LABELS.progressStatus}
          onChange={(searchProgressStatus) => setDraft((d) => ({ ...d, searchProgressStatus }))}
          width={140}
        />
      </SearchBar>
      <DataTable
        label="전자 동의 증명서 발급 목록"
        {...pagedQueryProps(rows, T.empty)}
        columns={columns}
        getRowId={(r) => r.consentSeq}
        page={current.page}
        pageSize={CONSENT_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => go({ ...current, page })}
        onPageSizeChange={() => go({ ...current, page: 0 })}
        height={442}
      />
      {extending && (
        <ConsentExtensionDialog unionSeq={unionSeq} consent={extending} onClose={() => setExtending(null)} />
      )}
    </>
  );
}
