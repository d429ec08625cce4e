import { type ActivityMapping, formatSerial, type Owner } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { formatPhone } from "../../../../lib/format";
import { formatDateDigits } from "../../../../lib/format-date";
import type { DataTableColumn } from "../../../../ui/data-table/data-table";
import { localAddressesSummary } from "../../register-format";
import { OWNER_TYPE_LABELS, POSITION_LABELS, GRID_COLUMN_TITLES as T, yesNoLabel } from "../../register-labels";
import { ownerModifyPath } from "../../register-paths";
import { EditableCell } from "./editable-cell";

export type RegisterColumnsOptions = {
  unionSeq: number;
  mappings: readonly ActivityMapping[];
  /** Where the owner page returns to (the grid with its filters). */
  returnTo: string;
  onAgentClick: (unionRegisterAgentSeq: number) => void;
  /** Null with only 조회 of the register: custom cells show their text, not an editor. */
  onCellSave: ((unionRegisterSeq: number, attributeCode: string, value: string) => Promise<unknown>) | null;
  /** The 변동 badge of an owner with unread registry changes. */
  onChangeBadgeClick: (unionRegisterSeq: number) => void;
};

/** Columns the 표시 설정 dialog can hide (serial number and name always show, pinned while the grid scrolls sideways). */
export const ALWAYS_VISIBLE_FIELDS: readonly string[] = ["serial", "name"];

/** A plain element (no styled component: a page has 200 of these) cut with an ellipsis at `width`. */
function Ellipsis({ text, width }: { text: string; width: number }) {
  return (
    <span
      title={text}
      style={{ display: "block", maxWidth: width, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
    >
      {text}
    </span>
  );
}

/** Every grid column of spec 01 §2, then the custom columns with their inline editor. */
export function registerColumns(options: RegisterColumnsOptions): DataTableColumn<Owner>[] {
  const { unionSeq, mappings, returnTo, onAgentClick, onCellSave, onChangeBadgeClick } = options;
  const fixed: DataTableColumn<Owner>[] = [
    {
      field: "serial",
      headerName: T.serial,
      width: 80,
      isPinned: true,
      renderCell: (owner) => formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
    },
    {
      field: "name",
      headerName: T.name,
      // Room for a name and its 변동 badge: a pinned column keeps its width.
      width: 150,
      isPinned: true,
      renderCell: (owner) => (
        <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
          <Link
            component={RouterLink}
            to={ownerModifyPath(unionSeq, owner.unionRegisterSeq)}
            state={{ returnTo }}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {owner.name.name}
          </Link>
          {owner.hasRegistrationChange && (
            <Chip
              label="변동"
              size="small"
              color="warning"
              onClick={() => onChangeBadgeClick(owner.unionRegisterSeq)}
              aria-label={`${owner.name.name} 등기 변동 알림 보기`}
              sx={{ height: 20, fontSize: 11 }}
            />
          )}
        </Box>
      ),
    },
    { field: "nameClass", headerName: T.nameClass, width: 72, renderCell: (owner) => owner.name.nameClass },
    {
      field: "ownerType",
      headerName: T.ownerType,
      width: 88,
      renderCell: (owner) => OWNER_TYPE_LABELS[owner.ownerType],
    },
    { field: "birth", headerName: T.birth, width: 104, renderCell: (owner) => formatDateDigits(owner.birth) },
    { field: "phone", headerName: T.phone, width: 128, renderCell: (owner) => formatPhone(owner.mainPhone.phoneNo) },
    {
      field: "realAddress",
      headerName: T.realAddress,
      width: 160,
      renderCell: (owner) => (
        <Ellipsis text={`${owner.realAddress.address} ${owner.realAddress.detailAddress}`.trim()} width={200} />
      ),
    },
    {
      field: "localAddress",
      headerName: T.localAddress,
      width: 140,
      renderCell: (owner) => <Ellipsis text={localAddressesSummary(owner.localAddresses)} width={180} />,
    },
    {
      field: "agent",
      headerName: T.agent,
      width: 88,
      renderCell: (owner) =>
        owner.agent ? (
          <Button
            size="small"
            sx={{ minWidth: 0, px: 1, mx: -1 }}
            onClick={() => owner.agent && onAgentClick(owner.agent.unionRegisterAgentSeq)}
          >
            {owner.agent.name.name}
          </Button>
        ) : null,
    },
    {
      field: "hasVotingRight",
      headerName: T.hasVotingRight,
      width: 64,
      align: "center",
      renderCell: (owner) => yesNoLabel(owner.hasVotingRight),
    },
    {
      field: "salesCount",
      headerName: T.salesCount,
      width: 88,
      align: "right",
      renderCell: (owner) => owner.salesCount,
    },
    {
      field: "position",
      headerName: T.position,
      width: 88,
      renderCell: (owner) => owner.positionDescription || POSITION_LABELS[owner.position],
    },
  ];
  const custom = mappings.map(
    (mapping): DataTableColumn<Owner> => ({
      field: mapping.attributeCode,
      headerName: mapping.displayName,
      width: 120,
      renderCell: (owner) =>
        onCellSave ? (
          <EditableCell
            label={`${owner.name.name} ${mapping.displayName}`}
            value={owner.attribute[mapping.attributeCode] ?? ""}
            onSave={(value) => onCellSave(owner.unionRegisterSeq, mapping.attributeCode, value)}
          />
        ) : (
          <Ellipsis text={owner.attribute[mapping.attributeCode] ?? ""} width={120} />
        ),
    }),
  );
  return [...fixed, ...custom];
}
