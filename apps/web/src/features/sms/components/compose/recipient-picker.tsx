import { MAX_SMS_RECIPIENTS, SMS_MESSAGES, type SmsRecipientBody, type SmsRecipientCandidate } from "@johap/contracts";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { GroupSelect } from "../../../address-groups";
import { activityMappingsQuery, hasFilters, type RegisterFilters, RegisterSearchPanel } from "../../../register";
import { recipientsQuery } from "../../api/sms-queries";
import {
  applyTicks,
  includeAll,
  isContactRefused,
  type RegisterSelection,
  selectAllOf,
} from "../../recipient-selection";

export type RecipientPickerProps = {
  unionSeq: number;
  selected: RegisterSelection;
  onSelectedChange: (selected: Map<number, SmsRecipientBody>) => void;
  onAlert: (message: string) => void;
  isDisabled?: boolean;
};

const PAGE_SIZES = [10, 50, 100] as const;
const NO_CONSENT_LABEL = "연락 미동의";

const COLUMNS: DataTableColumn<SmsRecipientCandidate>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 64, renderCell: (row) => row.unionRegisterNo },
  { field: "name", headerName: "이름", width: 80, renderCell: (row) => row.name.name },
  {
    field: "phone",
    headerName: "수신번호",
    width: 130,
    renderCell: (row) =>
      row.agent ? (
        <Box sx={{ display: "inline-flex", gap: 0.75, alignItems: "center" }}>
          {formatPhone(row.agent.phoneNo)}
          <Chip size="small" label={`대리인 ${row.agent.name}`} sx={{ height: 20, fontSize: 11 }} />
        </Box>
      ) : isContactRefused(row) ? (
        <Box sx={{ display: "inline-flex", gap: 0.75, alignItems: "center" }}>
          {formatPhone(row.mainPhone.phoneNo)}
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={NO_CONSENT_LABEL}
            sx={{ height: 20, fontSize: 11 }}
          />
        </Box>
      ) : (
        formatPhone(row.mainPhone.phoneNo)
      ),
  },
  {
    field: "address",
    headerName: "주소",
    width: 160,
    renderCell: (row) => (
      <Typography variant="body2" noWrap sx={{ maxWidth: 200 }}>
        {`${row.postAddress.address} ${row.postAddress.detailAddress}`.trim()}
      </Typography>
    ),
  },
];

/** 조합원 선택: the register's search panel and rows with a phone; pick some, or all that match. */
export function RecipientPicker({ unionSeq, selected, onSelectedChange, onAlert, isDisabled }: RecipientPickerProps) {
  const queryClient = useQueryClient();
  const [registerFilters, setFilters] = useState<RegisterFilters>({});
  /** 그룹: an address group (주소록 그룹) as the source, "" for the whole register. */
  const [group, setGroup] = useState("");
  const filters = group ? { ...registerFilters, unionRegisterGroupSeq: group } : registerFilters;
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(10);
  const [isSelectingAll, setIsSelectingAll] = useState(false);
  /** Owners without contact consent that the last 전체 선택 left out (and are still not selected). */
  const [leftOut, setLeftOut] = useState<SmsRecipientCandidate[]>([]);
  const stillLeftOut = leftOut.filter((candidate) => !selected.has(candidate.unionRegisterSeq));
  const { data: mappings = [] } = useQuery(activityMappingsQuery(unionSeq));
  const candidates = useQuery(recipientsQuery(unionSeq, filters, { page, pageSize }));
  const rows = candidates.data?.data ?? [];
  const total = candidates.data?.pagination.totalElements ?? 0;

  const handleSelectedIds = (ids: Set<number>) => {
    const next = applyTicks(selected, ids, rows);
    if (next.size > MAX_SMS_RECIPIENTS) return onAlert(SMS_MESSAGES.recipientsMax);
    onSelectedChange(next);
  };

  const handleSelectAll = async () => {
    setIsSelectingAll(true);
    try {
      const all = await queryClient.fetchQuery(
        recipientsQuery(unionSeq, filters, { page: 0, pageSize: MAX_SMS_RECIPIENTS }),
      );
      const { next, leftOut: refused } = selectAllOf(selected, all.data);
      if (next.size > MAX_SMS_RECIPIENTS) return onAlert(SMS_MESSAGES.recipientsMax);
      setLeftOut(refused);
      onSelectedChange(next);
    } finally {
      setIsSelectingAll(false);
    }
  };

  const handleIncludeLeftOut = () => {
    const next = includeAll(selected, stillLeftOut);
    if (next.size > MAX_SMS_RECIPIENTS) return onAlert(SMS_MESSAGES.recipientsMax);
    setLeftOut([]);
    onSelectedChange(next);
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, flexWrap: "wrap" }}>
        <Typography sx={{ fontWeight: 600 }}>
          조회{" "}
          <Box component="span" sx={{ color: "primary.main" }}>
            {formatNumber(total)}
          </Box>
          명 · 선택{" "}
          <Box component="span" sx={{ color: "primary.main" }} aria-label="선택한 조합원 수">
            {formatNumber(selected.size)}
          </Box>
          명
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <GroupSelect
          unionSeq={unionSeq}
          value={group}
          onChange={(next) => {
            setGroup(next);
            setPage(0);
          }}
          isDisabled={isDisabled}
          width={180}
        />
        <Button
          size="small"
          variant={isSearchOpen ? "contained" : "outlined"}
          startIcon={<SearchOutlined />}
          onClick={() => setIsSearchOpen((isOpen) => !isOpen)}
          aria-expanded={isSearchOpen}
        >
          검색
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={handleSelectAll}
          disabled={isDisabled || isSelectingAll || total === 0}
        >
          {hasFilters(registerFilters) ? "검색 결과 전체 선택" : group ? "그룹 전체 선택" : "전체 선택"}
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            setLeftOut([]);
            onSelectedChange(new Map());
          }}
          disabled={isDisabled || selected.size === 0}
        >
          선택 해제
        </Button>
      </Box>
      {stillLeftOut.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 1, py: 0 }}
          action={
            <Button color="inherit" size="small" onClick={handleIncludeLeftOut} disabled={isDisabled}>
              포함하여 선택
            </Button>
          }
        >
          {`연락 동의하지 않은 ${formatNumber(stillLeftOut.length)}명 제외`}
        </Alert>
      )}
      {isSearchOpen && (
        <RegisterSearchPanel
          filters={registerFilters}
          mappings={mappings}
          onSearch={(next) => {
            setFilters(next);
            setPage(0);
          }}
        />
      )}
      <DataTable<SmsRecipientCandidate, number>
        label="수신자 선택"
        rows={rows}
        columns={COLUMNS}
        getRowId={(row) => row.unionRegisterSeq}
        isLeftOutOfPageSelection={isContactRefused}
        selectedIds={new Set(selected.keys())}
        onSelectedIdsChange={isDisabled ? () => {} : handleSelectedIds}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={total}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setPageSize(next);
          setPage(0);
        }}
        height={442}
        isFetching={candidates.isFetching || isSelectingAll}
        emptyText={SMS_MESSAGES.empty}
      />
    </Box>
  );
}
