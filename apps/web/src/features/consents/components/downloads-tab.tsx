import { CLIENT_MESSAGES, CONSENT_SEARCH_NAME_MAX, type ConsentFileType, type RecipientFiles } from "@johap/contracts";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatNumber } from "../../../lib/format";
import { HttpError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { DataTable } from "../../../ui/data-table/data-table";
import { downloadRecipientFile, recipientFilesQuery } from "../api/consents-documents-queries";
import { downloadsColumns } from "./downloads-columns";

const PAGE_SIZES = [10, 20, 50] as const;
const SEARCH_DEBOUNCE_MS = 500;

type DownloadsTabProps = { unionSeq: number; consentSeq: number };

/**
 * 다운로드 tab (spec 02 §2.2): search by name; per recipient the consent form, the ID card (masked), the
 * resident registration abstract and copy and the family relation certificate, each downloaded under
 * the server's file name, or tagged 미제출.
 */
export function DownloadsTab({ unionSeq, consentSeq }: DownloadsTabProps) {
  const [name, setName] = useState("");
  const searchRecipientName = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [downloading, setDownloading] = useState<string | null>(null);
  const files = useQuery(recipientFilesQuery(unionSeq, consentSeq, { searchRecipientName, page, pageSize }));
  if (files.error) throw files.error;

  const columns = useMemo(() => {
    const keyOf = (row: RecipientFiles, fileType: ConsentFileType) => `${row.recipientSeq}:${fileType}`;
    const handleDownload = async (row: RecipientFiles, fileType: ConsentFileType) => {
      setDownloading(keyOf(row, fileType));
      try {
        await downloadRecipientFile(unionSeq, consentSeq, row, fileType);
      } catch (error) {
        if (!(error instanceof HttpError && error.isNotified)) {
          notifyError(error instanceof HttpError && error.message ? error.message : CLIENT_MESSAGES.downloadFailed);
        }
      } finally {
        setDownloading(null);
      }
    };
    return downloadsColumns((row, fileType) => downloading === keyOf(row, fileType), handleDownload);
  }, [unionSeq, consentSeq, downloading]);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label="다운로드 대상자 검색"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: "flex", alignItems: "center", gap: 2 }}
      >
        <TextField
          label="이름"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { maxLength: CONSENT_SEARCH_NAME_MAX } }}
          sx={{ width: 220 }}
        />
        <Typography variant="body2" sx={{ "& b": { color: "primary.main" } }}>
          조회 목록 <b>{formatNumber(files.data?.pagination.totalElements ?? 0)}</b>명
        </Typography>
      </Box>
      <DataTable
        label="다운로드 대상자 목록"
        rows={files.data?.data ?? []}
        columns={columns}
        getRowId={(row) => row.recipientSeq}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={files.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height={442}
        isFetching={files.isFetching}
        emptyText={files.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
      />
    </Box>
  );
}
