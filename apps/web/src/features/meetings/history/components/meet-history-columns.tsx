import {
  MEET_METHOD_LABELS,
  MEET_STATUS_LABELS,
  MEET_TYPE_LABELS,
  type MeetListItem,
  OPEN_TYPE_LABELS,
} from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import type { DataTableColumn } from "../../../../ui/data-table/data-table";
import { meetDetailPath } from "../../meetings-paths";

/** The columns of the history list (spec 03 §2.1 and §3): the name opens the detail (behind its password). */
export const meetHistoryColumns = (unionSeq: number): DataTableColumn<MeetListItem>[] => [
  { field: "no", headerName: "번호", width: 64, align: "center", renderCell: (row) => row.no },
  {
    field: "openType",
    headerName: "구분",
    width: 80,
    align: "center",
    renderCell: (row) => OPEN_TYPE_LABELS[row.openType],
  },
  {
    field: "meetType",
    headerName: "유형",
    width: 64,
    align: "center",
    renderCell: (row) => MEET_TYPE_LABELS[row.meetType],
  },
  {
    field: "name",
    headerName: "총회명",
    width: 240,
    renderCell: (row) => (
      <>
        <Link component={RouterLink} to={meetDetailPath(unionSeq, row.meetSeq)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
        {row.isMock && <Chip size="small" label="모의" sx={{ ml: 1 }} />}
      </>
    ),
  },
  {
    field: "meetMethod",
    headerName: "투표 방식",
    width: 110,
    align: "center",
    renderCell: (row) => MEET_METHOD_LABELS[row.meetMethod],
  },
  {
    field: "meetAt",
    headerName: "총회 일시",
    width: 150,
    align: "center",
    renderCell: (row) => formatDateTime(row.meetAt),
  },
  { field: "moverName", headerName: "소집권자", width: 100, align: "center", renderCell: (row) => row.moverName },
  {
    field: "agendaCount",
    headerName: "안건 수",
    width: 72,
    align: "right",
    renderCell: (row) => formatNumber(row.agendaCount),
  },
  {
    field: "participantCount",
    headerName: "선거인 수",
    width: 90,
    align: "right",
    renderCell: (row) => formatNumber(row.participantCount),
  },
  {
    field: "meetStatus",
    headerName: "진행 상태",
    width: 90,
    align: "center",
    renderCell: (row) => MEET_STATUS_LABELS[row.meetStatus],
  },
  {
    field: "createdAt",
    headerName: "개설일",
    width: 150,
    align: "center",
    renderCell: (row) => formatDateTime(row.createdAt),
  },
];
