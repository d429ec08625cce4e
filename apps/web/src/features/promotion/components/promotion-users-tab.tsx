import {
  type ListPromotionUsersParams,
  PROMOTION_MESSAGES as M,
  type MeetStatus,
  PROMOTION_NAME_MAX,
  PROMOTION_OPEN_STATUSES,
  PROMOTION_PAGE_SIZE,
  PROMOTION_PHONE_MAX,
  PROMOTION_POSITION_LABELS,
  PROMOTION_USER_STATUS_LABELS,
  PROMOTION_USER_STATUSES,
  type PromotionPosition,
  type PromotionUser,
  type PromotionUserStatus,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { digitsOnly } from "../../../lib/digits";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { getDownload } from "../../../lib/http";
import { isNotifiedError } from "../../../lib/http-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { queryString } from "../../../lib/query-string";
import { saveResponse } from "../../../lib/save-blob";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { SearchBar } from "../../../ui/search-bar";
import { SelectFilter } from "../../../ui/select-filter";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { promotionUsersPath, promotionUsersQuery, unionHeader, usePromotionMutations } from "../api/promotion-api";
import { PROMOTION_MENU, promotionListPath } from "../promotion-paths";
import { PromotionUserDialog } from "./promotion-user-dialog";

type Filters = { name: string; id: string; phoneNo: string; userStatus: PromotionUserStatus | "" };
const NO_FILTERS: Filters = { name: "", id: "", phoneNo: "", userStatus: "" };
const PAGE_SIZES = [PROMOTION_PAGE_SIZE] as const;

const paramsOf = (position: PromotionPosition, filters: Filters, page: number): ListPromotionUsersParams => ({
  position,
  page,
  pageSize: PROMOTION_PAGE_SIZE,
  ...(filters.name ? { name: filters.name } : {}),
  ...(filters.id ? { id: filters.id } : {}),
  ...(filters.phoneNo ? { phoneNo: filters.phoneNo } : {}),
  ...(filters.userStatus ? { userStatus: filters.userStatus } : {}),
});

export type PromotionUsersTabProps = {
  unionSeq: number;
  meetSeq: number;
  meetName: string;
  meetStatus: MeetStatus;
  position: PromotionPosition;
};

/**
 * 홍보 팀장 관리 (HEAD) or 홍보 담당자 (PROM) of a meeting (spec 03 §2.11, §4): filters name, id, phone and account
 * status; 목록, 내려받기, 계정 발송 and 등록. Only USE rows can be ticked; 등록 and 계정 발송 work only while the
 * meeting is BEFORE or PROCESS. A row's name opens 정보 수정.
 */
export function PromotionUsersTab({ unionSeq, meetSeq, meetName, meetStatus, position }: PromotionUsersTabProps) {
  const navigate = useNavigate();
  const canWrite = useCanWrite(PROMOTION_MENU, unionSeq);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<{ user: PromotionUser | null } | null>(null);
  const [isConfirmingSend, setIsConfirmingSend] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const params = paramsOf(position, filters, page);
  const rows = useQuery(promotionUsersQuery(unionSeq, meetSeq, params));
  const { sendAccounts } = usePromotionMutations(unionSeq, meetSeq);
  const label = PROMOTION_POSITION_LABELS[position];
  const isOpen = (PROMOTION_OPEN_STATUSES as readonly string[]).includes(meetStatus);
  const closedReason = isOpen ? null : M.notOpen;

  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, pageSize: _size, ...rest } = params;
      const response = await getDownload(
        `${promotionUsersPath(meetSeq)}/excel${queryString(rest)}`,
        unionHeader(unionSeq),
      );
      await saveResponse(response, `${label.replace(" ", "")}_${formatDate().replaceAll("-", "")}.xlsx`);
    },
    onError: (error) => {
      if (!isNotifiedError(error)) notifyError(M.excelFailed);
    },
  });

  const columns = useMemo<DataTableColumn<PromotionUser>[]>(
    () => [
      {
        field: "name",
        headerName: "이름",
        width: 110,
        renderCell: (row) => (
          <Button size="small" onClick={() => setDialog({ user: row })} sx={{ minWidth: 0, fontWeight: 600 }}>
            {row.name}
          </Button>
        ),
      },
      { field: "id", headerName: "아이디", width: 110, renderCell: (row) => row.id },
      {
        field: "phoneNo",
        headerName: "전화번호",
        width: 130,
        align: "center",
        renderCell: (row) => formatPhone(row.phoneNo),
      },
      {
        field: "assignedParticipantCount",
        headerName: "담당 선거인 수",
        width: 110,
        align: "right",
        renderCell: (row) => formatNumber(row.assignedParticipantCount),
      },
      {
        field: "userStatus",
        headerName: "계정 상태",
        width: 90,
        align: "center",
        renderCell: (row) => (
          <Chip
            size="small"
            color={row.userStatus === "USE" ? "primary" : "default"}
            variant="outlined"
            label={PROMOTION_USER_STATUS_LABELS[row.userStatus]}
          />
        ),
      },
      {
        field: "accountSentAt",
        headerName: "계정 발송일",
        width: 150,
        align: "center",
        renderCell: (row) => (row.accountSentAt ? formatDateTime(row.accountSentAt) : "미발송"),
      },
      { field: "memo", headerName: "메모", width: 180, renderCell: (row) => row.memo || "-" },
      {
        field: "createdAt",
        headerName: "등록일",
        width: 150,
        align: "center",
        renderCell: (row) => formatDateTime(row.createdAt),
      },
    ],
    [],
  );

  const handleSend = () => {
    if (selected.size === 0) return setAlert(M.noneSelected);
    setIsConfirmingSend(true);
  };
  const confirmSend = () =>
    sendAccounts.mutate(
      { promotionUserSeqs: [...selected] },
      {
        onSuccess: () => {
          notifySuccess(M.accountSent);
          setSelected(new Set());
        },
        onSettled: () => setIsConfirmingSend(false),
      },
    );

  return (
    <>
      <SearchBar
        label={`${label} 검색`}
        onSearch={() => {
          setFilters(draft);
          setPage(0);
        }}
        onReset={() => {
          setDraft(NO_FILTERS);
          setFilters(NO_FILTERS);
          setPage(0);
        }}
      >
        <TextField
          size="small"
          label="이름"
          value={draft.name}
          onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: PROMOTION_NAME_MAX } }}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label="아이디"
          value={draft.id}
          onChange={(event) => setDraft((d) => ({ ...d, id: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 20 } }}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label="전화번호"
          value={draft.phoneNo}
          onChange={(event) =>
            setDraft((d) => ({ ...d, phoneNo: digitsOnly(event.target.value, PROMOTION_PHONE_MAX) }))
          }
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
          sx={{ width: 150 }}
        />
        <SelectFilter
          name="userStatus"
          label="계정 상태"
          value={draft.userStatus}
          options={PROMOTION_USER_STATUSES}
          labels={PROMOTION_USER_STATUS_LABELS}
          onChange={(userStatus) => setDraft((d) => ({ ...d, userStatus }))}
          width={120}
        />
      </SearchBar>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          조회 목록 {formatNumber(rows.data?.pagination.totalElements ?? 0)}명
        </Typography>
        <Typography color="text.secondary" variant="body2">
          (선택 {selected.size}명, 사용 중인 계정만 선택할 수 있습니다)
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={() => navigate(promotionListPath(unionSeq))}>
          목록
        </Button>
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
          내려받기
        </Button>
        <WriteButton canWrite={canWrite} disabledReason={closedReason} variant="outlined" onClick={handleSend}>
          계정 발송
        </WriteButton>
        <WriteButton
          canWrite={canWrite}
          disabledReason={closedReason}
          variant="contained"
          onClick={() => setDialog({ user: null })}
        >
          {`${label} 등록`}
        </WriteButton>
      </Box>
      <DataTable
        label={`${label} 목록`}
        {...pagedQueryProps(rows, M.empty)}
        columns={columns}
        getRowId={(row) => row.promotionUserSeq}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        isRowSelectionDisabled={(row) => row.userStatus !== "USE"}
        page={page}
        pageSize={PROMOTION_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={() => setPage(0)}
        height={442}
      />
      {dialog && (
        <PromotionUserDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          position={position}
          user={dialog.user}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={isConfirmingSend}
        title="계정 발송"
        message={`${meetName}의 ${label} ${selected.size}명에게 아이디와 임시 비밀번호를 문자로 발송합니다. 이전에 발송한 비밀번호는 더 이상 사용할 수 없습니다.`}
        confirmLabel="발송"
        isPending={sendAccounts.isPending}
        onConfirm={confirmSend}
        onCancel={() => setIsConfirmingSend(false)}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
