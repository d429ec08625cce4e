import {
  CLIENT_MESSAGES,
  CONSENT_MESSAGES,
  CONSENT_SEND_MESSAGES,
  type ConsentRecipient,
  type ElectronicConsent,
  recipientsExportFileName,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { formatNumber } from "../../../lib/format";
import { getDownload } from "../../../lib/http";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { queryString } from "../../../lib/query-string";
import { saveResponse } from "../../../lib/save-blob";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable } from "../../../ui/data-table/data-table";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { unionHeader } from "../api/consents-queries";
import { useRemoveRecipientMutation } from "../api/consents-recipients-mutations";
import {
  type RecipientSearch,
  recipientCountsQuery,
  recipientsBase,
  recipientTabQuery,
  searchQuery,
} from "../api/consents-recipients-queries";
import { CONSENTS_MENU } from "../consents-paths";
import { RecipientAddDialog } from "./recipient-add-dialog";
import { recipientTabColumns } from "./recipient-columns";
import { RecipientHistoryDialog } from "./recipient-history-dialog";
import { RecipientOwnerDialog } from "./recipient-owner-dialog";
import { type RecipientAction, RecipientRowActions } from "./recipient-row-actions";
import { RecipientWithdrawDialog } from "./recipient-withdraw-dialog";
import { RecipientWrittenDialog } from "./recipient-written-dialog";
import { EMPTY_SEARCH, RecipientsSearchForm } from "./recipients-search-form";
import { RecipientsSendDialog } from "./recipients-send-dialog";

const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Ours: the snackbar after 대상자 제외. */
export const REMOVED_MESSAGE = "대상자에서 제외되었습니다.";

/** Spec 02 §4: rows are selectable when the owner is not PUBLIC and the status is SUBMITTED or AUTO_SUBMITTED. */
export const isSelectableRecipient = (row: ConsentRecipient) =>
  row.registers.ownerType !== "PUBLIC" && (row.status === "SUBMITTED" || row.status === "AUTO_SUBMITTED");

type Open = { kind: RecipientAction | "owner"; recipient: ConsentRecipient } | { kind: "add" | "send" } | null;

/**
 * 대상자 관리 (spec 02 §2.2): the search, the counts 전체 / 조회 목록 / 선택, 내려받기, 대상자 추가, 일괄 발송,
 * and the grid in register number order with the row menu and the owner info popup.
 */
export function RecipientsTab({ unionSeq, consent }: { unionSeq: number; consent: ElectronicConsent }) {
  const consentSeq = consent.consentSeq;
  const canWrite = useCanWrite(CONSENTS_MENU, unionSeq);
  const [search, setSearch] = useState<RecipientSearch>(EMPTY_SEARCH);
  const applied = useDebouncedValue(search, 500);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const recipients = useQuery(recipientTabQuery(unionSeq, consentSeq, { ...applied, page, pageSize }));
  const counts = useQuery(recipientCountsQuery(unionSeq, consentSeq));
  const remove = useRemoveRecipientMutation(unionSeq, consentSeq);
  if (recipients.error) throw recipients.error;
  const rows = recipients.data?.data ?? [];
  const close = () => setOpen(null);

  const columns = useMemo(
    () =>
      recipientTabColumns({
        onOpenOwner: (recipient) => setOpen({ kind: "owner", recipient }),
        renderActions: (row) => (
          <RecipientRowActions
            row={row}
            canWrite={canWrite}
            isPending={remove.isPending}
            onAction={(kind, recipient) => setOpen({ kind, recipient })}
          />
        ),
      }),
    [canWrite, remove.isPending],
  );

  const handleSearch = (next: RecipientSearch) => {
    setSearch(next);
    setPage(0);
  };
  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      const response = await getDownload(
        `${recipientsBase(consentSeq)}/excel${queryString(searchQuery(applied))}`,
        unionHeader(unionSeq),
      );
      await saveResponse(response, recipientsExportFileName(dayjs().format("YYYYMMDD")));
    } catch {
      notifyError(CLIENT_MESSAGES.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  };

  const sendable = counts.data?.sendable ?? 0;
  const sendReason =
    consent.progressStatus !== "IN_PROGRESS"
      ? CONSENT_SEND_MESSAGES.notInProgress
      : counts.data && sendable === 0
        ? CONSENT_SEND_MESSAGES.nothingToSend
        : null;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <RecipientsSearchForm value={search} onChange={handleSearch} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="body2" aria-label="대상자 수" sx={{ flexGrow: 1, "& b": { color: "primary.main" } }}>
          전체 <b>{formatNumber(counts.data?.total ?? consent.recipientCount.total)}</b>명 · 조회 목록{" "}
          <b>{formatNumber(recipients.data?.pagination.totalElements ?? 0)}</b>명 · 선택{" "}
          <b>{formatNumber(selected.size)}</b>명
        </Typography>
        <Button variant="outlined" onClick={handleDownload} disabled={isDownloading}>
          내려받기
        </Button>
        <WriteButton
          canWrite={canWrite}
          disabledReason={consent.progressStatus === "COMPLETED" ? CONSENT_MESSAGES.recipientsAddCompleted : null}
          variant="outlined"
          onClick={() => setOpen({ kind: "add" })}
        >
          대상자 추가
        </WriteButton>
        <WriteButton
          canWrite={canWrite}
          disabledReason={sendReason}
          variant="contained"
          onClick={() => setOpen({ kind: "send" })}
        >
          일괄 발송
        </WriteButton>
      </Box>
      <DataTable
        label="대상자 목록"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.recipientSeq}
        selectedIds={selected}
        onSelectedIdsChange={(ids) => {
          const selectable = new Set(rows.filter(isSelectableRecipient).map((row) => row.recipientSeq));
          // Ids of other pages stay as they were; on this page only selectable rows are ticked.
          setSelected(
            new Set(
              [...ids].filter(
                (id) => selectable.has(id) || (selected.has(id) && !rows.some((r) => r.recipientSeq === id)),
              ),
            ),
          );
        }}
        isLeftOutOfPageSelection={(row) => !isSelectableRecipient(row)}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={recipients.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height={442}
        isFetching={recipients.isFetching}
        emptyText={recipients.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
      />
      {open?.kind === "owner" && (
        <RecipientOwnerDialog
          unionSeq={unionSeq}
          consentSeq={consentSeq}
          recipientSeq={open.recipient.recipientSeq}
          onClose={close}
        />
      )}
      {open?.kind === "written" && (
        <RecipientWrittenDialog unionSeq={unionSeq} consent={consent} recipient={open.recipient} onClose={close} />
      )}
      {open?.kind === "withdraw" && (
        <RecipientWithdrawDialog unionSeq={unionSeq} consent={consent} recipient={open.recipient} onClose={close} />
      )}
      {open?.kind === "history" && (
        <RecipientHistoryDialog
          unionSeq={unionSeq}
          consentSeq={consentSeq}
          recipient={open.recipient}
          onClose={close}
        />
      )}
      {open?.kind === "add" && <RecipientAddDialog unionSeq={unionSeq} consentSeq={consentSeq} onClose={close} />}
      {open?.kind === "send" && (
        <RecipientsSendDialog unionSeq={unionSeq} consentSeq={consentSeq} sendable={sendable} onClose={close} />
      )}
      {open?.kind === "remove" && (
        <ConfirmDialog
          isOpen
          title="대상자 제외"
          message={`${open.recipient.registers.unionRegisterNo} ${open.recipient.registers.name.name}님을 대상자에서 제외하시겠습니까?`}
          confirmLabel="제외"
          isPending={remove.isPending}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(open.recipient.recipientSeq, {
              onSuccess: () => {
                notifySuccess(REMOVED_MESSAGE);
                setSelected((ids) => new Set([...ids].filter((id) => id !== open.recipient.recipientSeq)));
              },
              onSettled: close,
            })
          }
        />
      )}
    </Box>
  );
}
