import { ARCHIVE_MESSAGES as M } from "@johap/contracts";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { PageLoading } from "../../../ui/page-loading";
import { PageTitle } from "../../../ui/page-title";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useDeleteArchiveMutation, useDownloadArchiveFileMutation } from "../api/archives-mutations";
import { archiveDetailQuery } from "../api/archives-queries";
import { CATEGORY_LABELS, HISTORY_ACTION_LABELS, ARCHIVES_TEXTS as T } from "../archives-labels";
import { ARCHIVES_MENU, archiveListPath, archiveUpdatePath, parseSeq } from "../archives-paths";

/**
 * `union-management/archives/detail/{id}` (spec 04 §2.8): category, title, content, public flag, files (each
 * downloaded, which the history records) and the history of file actions (file name, nickname, time).
 */
export function ArchiveDetailPage() {
  const unionSeq = useUnionSeq();
  const archiveSeq = parseSeq(useParams().archiveSeq) ?? 0;
  const navigate = useNavigate();
  const canWrite = useCanWrite(ARCHIVES_MENU);
  const detail = useQuery(archiveDetailQuery(unionSeq, archiveSeq));
  const remove = useDeleteArchiveMutation(unionSeq);
  const download = useDownloadArchiveFileMutation(unionSeq, archiveSeq);
  const [isConfirming, setIsConfirming] = useState(false);
  if (detail.error && !detail.data) throw detail.error;
  if (!detail.data) return <PageLoading />;
  const archive = detail.data;

  const rows: [string, string][] = [
    [T.category, CATEGORY_LABELS[archive.category]],
    [T.isPublicLabel, archive.isPublic ? T.public : T.private],
    [T.writer, archive.createdBy.nickname],
    [T.createdAt, formatDateTime(archive.createdAt)],
    [T.modifiedAt, formatDateTime(archive.modifiedAt)],
  ];
  const handleDelete = () =>
    remove.mutate(archiveSeq, {
      onSuccess: () => navigate(archiveListPath(unionSeq), { replace: true }),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <PageTitle>{T.detailTitle}</PageTitle>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 3 }}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {archive.title}
          </Typography>
          <Table size="small" aria-label="자료 정보">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: 140, bgcolor: "grey.50", fontWeight: 700 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {T.content}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{archive.content}</Typography>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {T.files}
          </Typography>
          {archive.files.length === 0 ? (
            <Typography color="text.secondary">{T.noFiles}</Typography>
          ) : (
            <Box component="ul" aria-label={T.files} sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
              {archive.files.map((file) => (
                <Box component="li" key={file.fileSeq} sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                  <Typography variant="body2">{file.originName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {Math.max(1, Math.round(file.size / 1024)).toLocaleString("ko-KR")}KB
                  </Typography>
                  <Button
                    size="small"
                    startIcon={<DownloadOutlined />}
                    aria-label={`${file.originName} ${T.download}`}
                    disabled={download.isPending}
                    onClick={() => download.mutate({ fileSeq: file.fileSeq, originName: file.originName })}
                  >
                    {T.download}
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {T.history}
          </Typography>
          <Table size="small" aria-label={T.historyLabel}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 100 }}>{T.historyAction}</TableCell>
                <TableCell>{T.historyFileName}</TableCell>
                <TableCell sx={{ width: 140 }}>{T.historyNickname}</TableCell>
                <TableCell sx={{ width: 190 }}>{T.historyAt}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {archive.histories.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} align="center" sx={{ color: "text.secondary" }}>
                    {T.noHistory}
                  </TableCell>
                </TableRow>
              ) : (
                archive.histories.map((history) => (
                  <TableRow key={history.archiveHistorySeq}>
                    <TableCell>{HISTORY_ACTION_LABELS[history.action]}</TableCell>
                    <TableCell>{history.fileName}</TableCell>
                    <TableCell>{history.nickname}</TableCell>
                    <TableCell>{formatDateTime(history.occurredAt)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
          <Button variant="outlined" onClick={() => navigate(archiveListPath(unionSeq))}>
            {T.list}
          </Button>
          <WriteButton canWrite={canWrite} variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
            {T.delete}
          </WriteButton>
          <WriteButton
            canWrite={canWrite}
            variant="contained"
            onClick={() => navigate(archiveUpdatePath(unionSeq, archiveSeq))}
          >
            {T.modify}
          </WriteButton>
        </Box>
      </Paper>
      <ConfirmDialog
        isOpen={isConfirming}
        message={M.deleteConfirm}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
