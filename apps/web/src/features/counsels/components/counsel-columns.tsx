import { type Counsel, formatCounselAt } from "@johap/contracts";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import {
  METHOD_LABELS,
  positionShown,
  COUNSEL_TEXTS as T,
  TENDENCY_LABELS,
  TOPIC_LABELS,
  votingWrittenShown,
} from "../counsels-labels";

/**
 * 상담 내역's columns (spec 02 §2.6: serial number, name, position, tendency, system, method, counselor,
 * topics, datetime, detail link; the Korean headers are ours, docs/decisions.md).
 */
export function counselColumns(detailPathOf: (counselSeq: number) => string): DataTableColumn<Counsel>[] {
  return [
    {
      field: "unionRegisterNo",
      headerName: "일련번호",
      width: 80,
      renderCell: (row) => row.unionRegister.unionRegisterNo,
    },
    { field: "name", headerName: "이름", width: 100, renderCell: (row) => row.unionRegister.name },
    { field: "position", headerName: "직책", renderCell: (row) => positionShown(row.unionRegister) },
    { field: "tendency", headerName: "성향", renderCell: (row) => TENDENCY_LABELS[row.tendency] ?? row.tendency },
    {
      field: "votingWrittenType",
      headerName: "서면결의",
      renderCell: (row) => votingWrittenShown(row.votingWrittenType),
    },
    { field: "method", headerName: "상담방식", renderCell: (row) => METHOD_LABELS[row.method] ?? row.method },
    { field: "counselor", headerName: "상담자", renderCell: (row) => row.counselor.name },
    {
      field: "topics",
      headerName: "상담주제",
      renderCell: (row) => row.topics.map((topic) => TOPIC_LABELS[topic] ?? topic).join(", "),
    },
    { field: "counselAt", headerName: "상담일시", renderCell: (row) => formatCounselAt(row.counselAt) },
    {
      field: "detail",
      headerName: T.detail,
      align: "center",
      renderCell: (row) => (
        <Link
          component={RouterLink}
          to={detailPathOf(row.counselSeq)}
          underline="hover"
          aria-label={`${row.unionRegister.name} ${formatCounselAt(row.counselAt)} 상담 상세`}
        >
          {T.detail}
        </Link>
      ),
    },
  ];
}
