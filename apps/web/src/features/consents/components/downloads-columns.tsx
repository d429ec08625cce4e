import {
  CONSENT_DOCUMENT_MESSAGES,
  CONSENT_FILE_LABELS,
  type ConsentFileType,
  EXTERNAL_DOCUMENT_TYPES,
  type RecipientFiles,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { recipientStatusLabel } from "../consents-labels";

/** The path of one document of a row, null while 미제출. */
export function filePathOf(row: RecipientFiles, fileType: ConsentFileType): string | null {
  if (fileType === "UPLOADED_FILE") return row.originFilePath;
  if (fileType === "MASKING_IDENTITY_FILE") return row.identityFilePath;
  return row.externalDocumentFilePaths.find((d) => d.documentType === fileType)?.filePath ?? null;
}

export type DownloadCellProps = {
  row: RecipientFiles;
  fileType: ConsentFileType;
  isDownloading: boolean;
  onDownload: (row: RecipientFiles, fileType: ConsentFileType) => void;
};

/** 다운로드 for a document the recipient has, the 미제출 tag for one it has not. */
function DownloadCell({ row, fileType, isDownloading, onDownload }: DownloadCellProps) {
  if (!filePathOf(row, fileType)) {
    return <Chip label={CONSENT_DOCUMENT_MESSAGES.notSubmitted} size="small" variant="outlined" />;
  }
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={isDownloading}
      onClick={() => onDownload(row, fileType)}
      aria-label={`${row.name} ${CONSENT_FILE_LABELS[fileType]} 다운로드`}
    >
      다운로드
    </Button>
  );
}

const DOCUMENT_COLUMNS: readonly ConsentFileType[] = [
  "UPLOADED_FILE",
  "MASKING_IDENTITY_FILE",
  ...EXTERNAL_DOCUMENT_TYPES,
];

/**
 * 다운로드 (spec 02 §2.2): register number, name, status, then one column per document — 동의서,
 * 신분증 (masked), 주민등록초본, 주민등록등본, 가족관계증명서 — each a download button or 미제출.
 */
export function downloadsColumns(
  isDownloading: (row: RecipientFiles, fileType: ConsentFileType) => boolean,
  onDownload: DownloadCellProps["onDownload"],
): DataTableColumn<RecipientFiles>[] {
  return [
    {
      field: "registerNo",
      headerName: "일련번호",
      width: 90,
      align: "center",
      isPinned: true,
      renderCell: (row) => (row.subNo ? `${row.mainNo}-${row.subNo}` : `${row.mainNo}`),
    },
    { field: "name", headerName: "이름", width: 110, isPinned: true, renderCell: (row) => row.name || "(이름 없음)" },
    {
      field: "status",
      headerName: "제출 상태",
      width: 100,
      align: "center",
      renderCell: (row) => recipientStatusLabel(row.status),
    },
    ...DOCUMENT_COLUMNS.map(
      (fileType): DataTableColumn<RecipientFiles> => ({
        field: fileType,
        headerName: CONSENT_FILE_LABELS[fileType],
        width: 120,
        align: "center",
        renderCell: (row) => (
          <DownloadCell
            row={row}
            fileType={fileType}
            isDownloading={isDownloading(row, fileType)}
            onDownload={onDownload}
          />
        ),
      }),
    ),
  ];
}
