import { REGISTER_MESSAGES, type RegisterStatus } from "@johap/contracts";
import Add from "@mui/icons-material/Add";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import History from "@mui/icons-material/History";
import PersonAddAlt1Outlined from "@mui/icons-material/PersonAddAlt1Outlined";
import RestartAlt from "@mui/icons-material/RestartAlt";
import Search from "@mui/icons-material/Search";
import ViewColumnOutlined from "@mui/icons-material/ViewColumnOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

export type GridDialogKind = "columns" | "visible" | "confirm" | "agent";

export type RegisterGridToolbarProps = {
  status: RegisterStatus;
  isSearchOpen: boolean;
  onToggleSearch: () => void;
  onOpenDialog: (kind: GridDialogKind) => void;
  onReset: () => void;
  onDownload: () => void;
  isDownloading: boolean;
  /** Null when no more owners may be created (10,000 listed). */
  createPath: string | null;
  returnTo: string;
  historiesPath: string;
  /** The 등기 변동 알림 switch. */
  traceSwitch?: ReactNode;
};

/** The grid page's buttons (spec 01 §2): register actions on the right, grid tools on the left. */
export function RegisterGridToolbar(props: RegisterGridToolbarProps) {
  const { status, onOpenDialog } = props;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
      {status === "CONFIRM" && (
        <Button
          variant={props.isSearchOpen ? "contained" : "outlined"}
          startIcon={<Search />}
          onClick={props.onToggleSearch}
          aria-expanded={props.isSearchOpen}
        >
          검색
        </Button>
      )}
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<ViewColumnOutlined />}
        onClick={() => onOpenDialog("columns")}
      >
        열 설정하기
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<VisibilityOutlined />}
        onClick={() => onOpenDialog("visible")}
      >
        표시 설정
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<RestartAlt />} onClick={props.onReset}>
        항목 초기화
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadOutlined />}
        onClick={props.onDownload}
        disabled={props.isDownloading}
      >
        명부 다운로드
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<History />}
        component={RouterLink}
        to={props.historiesPath}
      >
        변동 이력
      </Button>
      {props.traceSwitch}
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" startIcon={<PersonAddAlt1Outlined />} onClick={() => onOpenDialog("agent")}>
        대리인 등록
      </Button>
      {props.createPath ? (
        <Button
          variant="contained"
          startIcon={<Add />}
          component={RouterLink}
          to={props.createPath}
          state={{ returnTo: props.returnTo }}
        >
          소유자 개별등록
        </Button>
      ) : (
        <Tooltip title={REGISTER_MESSAGES.ownerLimit}>
          <span>
            <Button variant="contained" startIcon={<Add />} disabled>
              소유자 개별등록
            </Button>
          </span>
        </Tooltip>
      )}
      {status === "CONVEY" && (
        <Button variant="contained" color="success" onClick={() => onOpenDialog("confirm")}>
          조합원 명부 확정
        </Button>
      )}
    </Box>
  );
}
