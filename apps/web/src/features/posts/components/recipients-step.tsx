import { POST_LIMITS, POST_MESSAGES, type PostRecipientBody, type PostRecipientCandidate } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { SearchBar } from "../../../ui/search-bar";
import { type CandidateSearch, candidatesQuery, groupOwners, groupsQuery } from "../api/posts-queries";
import { addRecipients, registerKey } from "../post-draft";
import { EMPTY_TEXT } from "../posts-labels";
import { ManualRecipientForm } from "./manual-recipient-form";
import { SelectedRecipients } from "./selected-recipients";

const NO_ADDRESS = "주소 없음";

const COLUMNS: DataTableColumn<PostRecipientCandidate>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 72, renderCell: (row) => row.unionRegisterNo },
  { field: "name", headerName: "이름", width: 90, renderCell: (row) => row.name.name },
  { field: "zipNo", headerName: "우편번호", width: 80, renderCell: (row) => row.postAddress.zipNo || "-" },
  {
    field: "address",
    headerName: "우편 주소",
    width: 260,
    renderCell: (row) =>
      row.postAddress.address ? (
        `${row.postAddress.address} ${row.postAddress.detailAddress}`.trim()
      ) : (
        <Chip size="small" color="warning" variant="outlined" label={NO_ADDRESS} />
      ),
  },
];

export type RecipientsStepProps = {
  unionSeq: number;
  selected: ReadonlyMap<string, PostRecipientBody>;
  onSelectedChange: (next: Map<string, PostRecipientBody>) => void;
  onAlert: (message: string) => void;
};

/** 수신자 선택: owners of the register (search, tick, all), a group's owners, or an address typed in. */
export function RecipientsStep({ unionSeq, selected, onSelectedChange, onAlert }: RecipientsStepProps) {
  const queryClient = useQueryClient();
  const [draftSearch, setDraftSearch] = useState<CandidateSearch>({});
  const [search, setSearch] = useState<CandidateSearch>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [groupSeq, setGroupSeq] = useState<number | "">("");
  const [isBusy, setIsBusy] = useState(false);
  const candidates = useQuery(candidatesQuery(unionSeq, search, { page, pageSize }));
  const groups = useQuery(groupsQuery(unionSeq));
  const rows = candidates.data?.data ?? [];
  const total = candidates.data?.pagination.totalElements ?? 0;
  const tickedIds = new Set([...selected.values()].flatMap((r) => (r.unionRegisterSeq ? [r.unionRegisterSeq] : [])));

  const apply = (next: Map<string, PostRecipientBody>, withoutAddress: number) => {
    if (next.size > POST_LIMITS.maxRecipients) return onAlert(POST_MESSAGES.tooManyRecipients);
    onSelectedChange(next);
    if (withoutAddress > 0) onAlert(`우편 주소가 없는 ${formatNumber(withoutAddress)}명은 제외했습니다.`);
  };

  const handleTicks = (ids: Set<number>) => {
    const next = new Map(selected);
    for (const row of rows) if (!ids.has(row.unionRegisterSeq)) next.delete(registerKey(row.unionRegisterSeq));
    const added = addRecipients(
      next,
      rows.filter((row) => ids.has(row.unionRegisterSeq) && !selected.has(registerKey(row.unionRegisterSeq))),
    );
    apply(added.next, added.withoutAddress);
  };

  const handleAll = async () => {
    setIsBusy(true);
    try {
      const all = await queryClient.fetchQuery(
        candidatesQuery(unionSeq, search, { page: 0, pageSize: POST_LIMITS.maxRecipients }),
      );
      const added = addRecipients(selected, all.data);
      apply(added.next, added.withoutAddress);
    } finally {
      setIsBusy(false);
    }
  };

  const handleGroup = async () => {
    if (groupSeq === "") return;
    setIsBusy(true);
    try {
      const owners = await groupOwners(unionSeq, groupSeq);
      const added = addRecipients(
        selected,
        owners.data.map((o) => ({
          unionRegisterSeq: o.unionRegisterSeq,
          unionRegisterNo: o.unionRegisterNo,
          name: { name: o.name.name, nameClass: "" },
          phoneNo: o.mainPhone?.phoneNo ?? "",
          postAddress: {
            address: o.postAddress?.address ?? "",
            detailAddress: o.postAddress?.detailAddress ?? "",
            zipNo: o.postAddress?.zipNo ?? "",
          },
        })),
      );
      apply(added.next, added.withoutAddress);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { lg: "3fr 2fr" }, gap: 3 }}>
      <Box>
        <SearchBar
          label="수신자 검색"
          onSearch={() => {
            setSearch(draftSearch);
            setPage(0);
          }}
          onReset={() => {
            setDraftSearch({});
            setSearch({});
            setPage(0);
          }}
        >
          <TextField
            size="small"
            label="이름"
            value={draftSearch.name ?? ""}
            onChange={(event) => setDraftSearch({ ...draftSearch, name: event.target.value || undefined })}
            slotProps={{ htmlInput: { maxLength: 30 } }}
            sx={{ width: 140 }}
          />
          <TextField
            size="small"
            label="주소"
            value={draftSearch.address ?? ""}
            onChange={(event) => setDraftSearch({ ...draftSearch, address: event.target.value || undefined })}
            sx={{ width: 200 }}
          />
        </SearchBar>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>
            조회{" "}
            <Box component="span" sx={{ color: "primary.main" }}>
              {formatNumber(total)}
            </Box>
            명
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" variant="outlined" onClick={handleAll} disabled={isBusy || total === 0}>
            {search.name || search.address ? "검색 결과 전체 선택" : "전체 선택"}
          </Button>
        </Box>
        <DataTable<PostRecipientCandidate, number>
          label="조합원 명부"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.unionRegisterSeq}
          selectedIds={tickedIds}
          onSelectedIdsChange={handleTicks}
          page={page}
          pageSize={pageSize}
          pageSizeOptions={[10, 50, 100]}
          totalElements={total}
          onPageChange={setPage}
          onPageSizeChange={(next) => {
            setPageSize(next);
            setPage(0);
          }}
          height={442}
          isFetching={candidates.isFetching || isBusy}
          emptyText={EMPTY_TEXT}
        />
        <Paper variant="outlined" sx={{ p: 2, mt: 2, borderRadius: 2, display: "flex", gap: 1, alignItems: "center" }}>
          <Typography sx={{ fontWeight: 600, mr: 1 }}>그룹에서 추가</Typography>
          <TextField
            select
            size="small"
            label="주소록 그룹"
            value={groupSeq}
            onChange={(event) => setGroupSeq(event.target.value === "" ? "" : Number(event.target.value))}
            sx={{ minWidth: 220 }}
            disabled={groups.isError}
            helperText={groups.isError ? "주소록 그룹을 볼 권한이 없습니다." : undefined}
          >
            <MenuItem value="">선택</MenuItem>
            {(groups.data?.data ?? []).map((group) => (
              <MenuItem key={group.unionRegisterGroupSeq} value={group.unionRegisterGroupSeq}>
                {`${group.name} (${formatNumber(group.unionRegisterCount)}명)`}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={handleGroup} disabled={groupSeq === "" || isBusy}>
            추가
          </Button>
        </Paper>
      </Box>
      <Box>
        <SelectedRecipients selected={selected} onSelectedChange={onSelectedChange} />
        <ManualRecipientForm
          onAdd={(recipient) => {
            const next = new Map(selected);
            next.set(`m:${Date.now()}:${next.size}`, recipient);
            apply(next, 0);
          }}
          onAlert={onAlert}
        />
      </Box>
    </Box>
  );
}
