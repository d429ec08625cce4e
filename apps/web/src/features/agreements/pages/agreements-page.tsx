import {
  AGREEMENT_STATUSES,
  type AgreementRegister,
  type AgreementStatus,
  ListAgreementRegistersQuerySchema,
  AGREEMENT_MESSAGES as M,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DataTable } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { SmsSendDialog } from "../../sms";
import { AGREEMENT_STATUS_LABELS } from "../agreements-labels";
import { AGREEMENTS_MENU } from "../agreements-paths";
import { agreementsQuery, useDownloadAgreements, useSaveAgreementMutation } from "../api/agreements-api";
import { agreementColumns } from "../components/agreement-columns";
import { AgreementDialog } from "../components/agreement-dialog";

type Filters = {
  name: string;
  unionRegisterNo: string;
  phoneNo: string;
  localAddress: string;
  searchFrom: string;
  searchTo: string;
  consentStatus: AgreementStatus | "";
};
const NO_FILTERS: Filters = {
  name: "",
  unionRegisterNo: "",
  phoneNo: "",
  localAddress: "",
  searchFrom: "",
  searchTo: "",
  consentStatus: "",
};
const PAGE_SIZES = [10, 50, 100] as const;
const hasPhone = (row: AgreementRegister) => Boolean(row.agent?.phoneNo || row.mainPhone.phoneNo);

/**
 * `union-management/agreements` (M0402, 동의 현황 관리): owners filtered by name, number, phone, located address
 * and a range of response dates; the ticked owners get a status in a dialog or a text (SMS, charged); the list
 * downloads as 동의_현황.xlsx.
 */
export function AgreementsPage() {
  const unionSeq = useUnionSeq();
  const canWrite = useCanWrite(AGREEMENTS_MENU, unionSeq);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [selected, setSelected] = useState<Map<number, AgreementRegister>>(new Map());
  const [dialog, setDialog] = useState<"status" | "sms" | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const params = { ...filters, consentStatus: filters.consentStatus || undefined, ...paging };
  const list = useQuery(agreementsQuery(unionSeq, params));
  if (list.error && !list.data) throw list.error;
  const rows = list.data?.data ?? [];
  const save = useSaveAgreementMutation(unionSeq);
  const download = useDownloadAgreements(unionSeq);

  const handleSearch = () => {
    const next = { ...draft, name: draft.name.trim(), unionRegisterNo: draft.unionRegisterNo.trim() };
    const checked = ListAgreementRegistersQuerySchema.safeParse(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value !== "")),
    );
    if (!checked.success) return setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
    setFilters(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const handleReset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const handleTicks = (ids: Set<number>) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (ids.has(row.unionRegisterSeq)) next.set(row.unionRegisterSeq, row);
      else next.delete(row.unionRegisterSeq);
    }
    setSelected(next);
  };
  const open = (which: "status" | "sms") => {
    if (selected.size === 0) return setAlert(M.selectNone);
    if (which === "sms" && ![...selected.values()].some(hasPhone)) return setAlert(M.smsNoContact);
    setDialog(which);
  };
  const text = (key: keyof Filters, label: string, width: number, maxLength?: number) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
      slotProps={{ htmlInput: maxLength ? { maxLength } : {} }}
      sx={{ width }}
    />
  );

  return (
    <>
      <PageTitle>동의 현황 관리</PageTitle>
      <SearchBar label="동의 현황 검색" onSearch={handleSearch} onReset={handleReset}>
        {text("name", "이름", 140, 30)}
        {text("unionRegisterNo", "일련번호", 120, 11)}
        {text("phoneNo", "연락처", 150, 11)}
        {text("localAddress", "소재지", 180, 100)}
        {(["searchFrom", "searchTo"] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={key === "searchFrom" ? "응답일 시작" : "응답일 종료"}
            value={draft[key]}
            onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: "1900-01-01", max: "2100-12-31" } }}
            sx={{ width: 165 }}
          />
        ))}
        <TextField
          select
          size="small"
          label="동의 현황"
          value={draft.consentStatus}
          onChange={(event) => setDraft((d) => ({ ...d, consentStatus: event.target.value as AgreementStatus | "" }))}
          sx={{ width: 120 }}
        >
          <MenuItem value="">전체</MenuItem>
          {AGREEMENT_STATUSES.map((code) => (
            <MenuItem key={code} value={code}>
              {AGREEMENT_STATUS_LABELS[code]}
            </MenuItem>
          ))}
        </TextField>
      </SearchBar>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          총 {formatNumber(list.data?.pagination.totalElements ?? 0)}명 · {formatNumber(selected.size)}명 선택
        </Typography>
        <Button size="small" color="inherit" onClick={() => setSelected(new Map())} disabled={selected.size === 0}>
          선택 해제
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={() => download.mutate(params)} loading={download.isPending}>
          엑셀 다운로드
        </Button>
        <WriteButton canWrite={canWrite} variant="outlined" onClick={() => open("sms")}>
          문자 발송
        </WriteButton>
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => open("status")}>
          동의 현황 설정
        </WriteButton>
      </Box>
      <DataTable
        label="동의 현황 목록"
        {...pagedQueryProps(list, M.empty)}
        columns={agreementColumns}
        getRowId={(row) => row.unionRegisterSeq}
        selectedIds={new Set(selected.keys())}
        onSelectedIdsChange={handleTicks}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
        height={442}
      />
      {dialog === "status" && (
        <AgreementDialog
          count={selected.size}
          unionRegisterSeqs={[...selected.keys()]}
          isPending={save.isPending}
          onInvalid={setAlert}
          onClose={() => setDialog(null)}
          onSave={(body) =>
            save.mutate(body, {
              onSuccess: () => {
                notifySuccess(M.saved);
                setDialog(null);
                setSelected(new Map());
              },
            })
          }
        />
      )}
      {dialog === "sms" && (
        <SmsSendDialog
          unionSeq={unionSeq}
          initialRecipients={[...selected.values()].filter(hasPhone)}
          onClose={() => setDialog(null)}
        />
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
