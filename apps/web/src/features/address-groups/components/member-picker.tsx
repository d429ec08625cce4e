import { ADDRESS_GROUP_MESSAGES as M, type Owner } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../../lib/format";
import { DataTable } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { pickerOwnersQuery } from "../api/address-groups-queries";
import { ownerColumns } from "./group-columns";

const PAGE_SIZES = [10, 50, 100] as const;

export type PickedOwners = ReadonlyMap<number, Owner>;

/**
 * 조합원 선택 (GET /v2/registers/all): the register's owners searched by name, ticked into the group; the right
 * table holds the group's owners, each removable.
 */
export function MemberPicker(props: {
  unionSeq: number;
  picked: PickedOwners;
  onPickedChange: (next: Map<number, Owner>) => void;
  isDisabled?: boolean;
}) {
  const { unionSeq, picked, onPickedChange } = props;
  const [draftName, setDraftName] = useState("");
  const [name, setName] = useState("");
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [pickedPage, setPickedPage] = useState({ page: 0, pageSize: 10 });
  const candidates = useQuery(pickerOwnersQuery(unionSeq, { ...paging, name }));
  const rows = candidates.data?.data ?? [];
  const pickedRows = [...picked.values()];
  const pickedSlice = pickedRows.slice(
    pickedPage.page * pickedPage.pageSize,
    (pickedPage.page + 1) * pickedPage.pageSize,
  );

  const handleTicks = (ids: Set<number>) => {
    const next = new Map(picked);
    for (const row of rows) {
      if (ids.has(row.unionRegisterSeq)) next.set(row.unionRegisterSeq, row);
      else next.delete(row.unionRegisterSeq);
    }
    onPickedChange(next);
  };
  const handleRemove = (ids: Set<number>) => {
    const kept = new Set(ids);
    const next = new Map(picked);
    for (const row of pickedSlice) if (!kept.has(row.unionRegisterSeq)) next.delete(row.unionRegisterSeq);
    onPickedChange(next);
  };
  const handleSearch = () => {
    setName(draftName.trim());
    setPaging((current) => ({ ...current, page: 0 }));
  };

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        <Box
          component="search"
          aria-label="조합원 검색"
          sx={{ display: "flex", gap: 1, alignItems: "center", mb: 1 }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              handleSearch();
            }
          }}
        >
          <Typography sx={{ fontWeight: 600, mr: 1 }}>조합원 선택</Typography>
          <TextField
            size="small"
            label="이름"
            value={draftName}
            onChange={(event) => setDraftName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <Button variant="contained" onClick={handleSearch} disabled={props.isDisabled}>
            검색
          </Button>
        </Box>
        <DataTable
          label="조합원 후보 목록"
          {...pagedQueryProps(candidates, M.empty)}
          columns={ownerColumns}
          getRowId={(row) => row.unionRegisterSeq}
          selectedIds={
            new Set(rows.filter((row) => picked.has(row.unionRegisterSeq)).map((row) => row.unionRegisterSeq))
          }
          onSelectedIdsChange={props.isDisabled ? () => {} : handleTicks}
          page={paging.page}
          pageSize={paging.pageSize}
          pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
          onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
          height={442}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, minHeight: 40 }}>
          <Typography sx={{ fontWeight: 600 }}>
            그룹 조합원{" "}
            <Box component="span" sx={{ color: "primary.main" }} aria-label="그룹 조합원 수">
              {formatNumber(picked.size)}
            </Box>
            명
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            size="small"
            color="inherit"
            onClick={() => onPickedChange(new Map())}
            disabled={props.isDisabled || picked.size === 0}
          >
            모두 빼기
          </Button>
        </Box>
        <DataTable
          label="그룹 조합원 목록"
          rows={pickedSlice}
          columns={ownerColumns}
          getRowId={(row) => row.unionRegisterSeq}
          selectedIds={new Set(pickedSlice.map((row) => row.unionRegisterSeq))}
          onSelectedIdsChange={props.isDisabled ? () => {} : handleRemove}
          page={pickedPage.page}
          pageSize={pickedPage.pageSize}
          pageSizeOptions={PAGE_SIZES}
          totalElements={picked.size}
          onPageChange={(page) => setPickedPage((current) => ({ ...current, page }))}
          onPageSizeChange={(pageSize) => setPickedPage({ page: 0, pageSize })}
          height={442}
          emptyText="선택된 조합원이 없습니다."
        />
      </Paper>
    </Box>
  );
}
