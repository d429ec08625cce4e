import type { AgreementRegister } from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { AGREEMENT_STATUS_LABELS, STATUS_COLORS } from "../agreements-labels";

export const agreementColumns: DataTableColumn<AgreementRegister>[] = [
  { field: "unionRegisterNo", headerName: "일련번호", width: 80, renderCell: (row) => row.unionRegisterNo },
  { field: "name", headerName: "이름", width: 100, renderCell: (row) => row.name.name },
  { field: "phone", headerName: "연락처", width: 130, renderCell: (row) => formatPhone(row.mainPhone.phoneNo) || "-" },
  {
    field: "agent",
    headerName: "대리인",
    width: 120,
    renderCell: (row) => (row.agent ? `${row.agent.name} ${formatPhone(row.agent.phoneNo)}` : "-"),
  },
  {
    field: "localAddresses",
    headerName: "소재지",
    width: 200,
    renderCell: (row) => (
      <Typography variant="body2" noWrap sx={{ maxWidth: 240 }}>
        {row.localAddresses.join(", ") || "-"}
      </Typography>
    ),
  },
  {
    field: "consentStatus",
    headerName: "동의 현황",
    width: 90,
    renderCell: (row) => (
      <Chip
        size="small"
        variant={row.consentStatus === "NONE" ? "outlined" : "filled"}
        color={STATUS_COLORS[row.consentStatus]}
        label={AGREEMENT_STATUS_LABELS[row.consentStatus]}
      />
    ),
  },
  { field: "responseAt", headerName: "응답일", width: 110, renderCell: (row) => row.responseAt ?? "-" },
  {
    field: "modifiedAt",
    headerName: "변경일시",
    width: 150,
    renderCell: (row) => formatDateTime(row.modifiedAt) || "-",
  },
];
