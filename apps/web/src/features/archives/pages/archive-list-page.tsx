import {
  type ArchiveCategory,
  type ArchiveListItem,
  ListArchivesQuerySchema,
  ARCHIVE_MESSAGES as M,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { SelectFilter } from "../../../ui/select-filter";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { archiveListQuery } from "../api/archives-queries";
import { ARCHIVE_CATEGORIES, CATEGORY_LABELS, ARCHIVES_TEXTS as T } from "../archives-labels";
import { ARCHIVES_MENU, archiveDetailPath, archiveRegisterPath } from "../archives-paths";

const PAGE_SIZES = [10, 20, 50] as const;
const GRID_HEIGHT = 442;

/** `union-management/archives` (M0410, 자료실; spec 04 §2.8): search by title, paged, newest first. */
export function ArchiveListPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const canWrite = useCanWrite(ARCHIVES_MENU);
  const [searchParams, setSearchParams] = useSearchParams();
  const title = searchParams.get("title") ?? "";
  const category = (searchParams.get("category") ?? "") as ArchiveCategory | "";
  const page = Number(searchParams.get("page") ?? 0) || 0;
  const pageSize = Number(searchParams.get("pageSize") ?? 10) || 10;
  const [draft, setDraft] = useState({ title, category });
  const [alert, setAlert] = useState<string | null>(null);
  const rows = useQuery(
    archiveListQuery(unionSeq, { title: title || undefined, category: category || undefined, page, pageSize }),
  );
  if (rows.error && !rows.data) throw rows.error;

  const go = (next: { title: string; category: string; page: number; pageSize: number }) => {
    const params = new URLSearchParams();
    if (next.title) params.set("title", next.title);
    if (next.category) params.set("category", next.category);
    if (next.page) params.set("page", String(next.page));
    if (next.pageSize !== 10) params.set("pageSize", String(next.pageSize));
    setSearchParams(params);
  };
  const handleSearch = () => {
    const checked = ListArchivesQuerySchema.safeParse({ title: draft.title.trim() || undefined });
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? M.titleFilterMax);
      return;
    }
    go({ title: draft.title.trim(), category: draft.category, page: 0, pageSize });
  };
  const handleReset = () => {
    setDraft({ title: "", category: "" });
    go({ title: "", category: "", page: 0, pageSize });
  };

  const columns: DataTableColumn<ArchiveListItem>[] = [
    { field: "archiveSeq", headerName: "번호", width: 70, align: "center", renderCell: (row) => row.archiveSeq },
    { field: "category", headerName: T.category, width: 110, renderCell: (row) => CATEGORY_LABELS[row.category] },
    {
      field: "title",
      headerName: T.titleField,
      renderCell: (row) => (
        <Link component={RouterLink} to={archiveDetailPath(unionSeq, row.archiveSeq)} underline="hover">
          {row.title}
        </Link>
      ),
    },
    { field: "fileCount", headerName: T.fileCount, width: 70, align: "center", renderCell: (row) => row.fileCount },
    {
      field: "isPublic",
      headerName: T.isPublicLabel,
      width: 90,
      align: "center",
      renderCell: (row) => (row.isPublic ? T.public : T.private),
    },
    { field: "writer", headerName: T.writer, width: 110, renderCell: (row) => row.createdBy.nickname },
    { field: "createdAt", headerName: T.createdAt, width: 150, renderCell: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <>
      <PageTitle>{T.title}</PageTitle>
      <SearchBar
        label={T.searchLabel}
        onSearch={handleSearch}
        onReset={handleReset}
        end={
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            총 {formatNumber(rows.data?.pagination.totalElements ?? 0)}건
          </Typography>
        }
      >
        <SelectFilter
          name="category"
          label={T.category}
          value={draft.category}
          options={ARCHIVE_CATEGORIES}
          labels={CATEGORY_LABELS}
          onChange={(value) => setDraft((d) => ({ ...d, category: value }))}
          width={150}
        />
        <TextField
          name="title"
          size="small"
          label={T.titleFilter}
          value={draft.title}
          onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 260 }}
        />
      </SearchBar>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1.5 }}>
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => navigate(archiveRegisterPath(unionSeq))}>
          {T.register}
        </WriteButton>
      </Box>
      <DataTable
        label={T.listLabel}
        {...pagedQueryProps(rows, M.noData)}
        columns={columns}
        getRowId={(row) => row.archiveSeq}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(next) => go({ title, category, page: next, pageSize })}
        onPageSizeChange={(next) => go({ title, category, page: 0, pageSize: next })}
        height={GRID_HEIGHT}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
