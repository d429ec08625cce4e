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
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { WriteButton } from "../../../../ui/write-button";

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
  /** 관리 of the register: without it the buttons that change it are disabled and say why. */
  canWrite: boolean;
};

/**
 * Small buttons with tight icon spacing: every button of spec 01 §2, the 등기 변동 알림 switch and
 * 조합원 명부 확정 (CONVEY) fit one line at 1440 px with the side bar open (1,076 px of content).
 */
const COMPACT_TOOLBAR = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 0.75,
  mb: 2,
  "& .MuiButton-root": { px: 1, whiteSpace: "nowrap" },
  "& .MuiButton-startIcon": { mr: 0.5 },
  "& .MuiFormControlLabel-root": { ml: 0.5 },
  "& .MuiFormControlLabel-label": { typography: "body2", whiteSpace: "nowrap" },
} as const;

/** The grid page's buttons (spec 01 §2): register actions on the right, grid tools on the left. */
export function RegisterGridToolbar(props: RegisterGridToolbarProps) {
  const { status, onOpenDialog, canWrite } = props;
  return (
    <Box sx={COMPACT_TOOLBAR}>
      {status === "CONFIRM" && (
        <Button
          size="small"
          variant={props.isSearchOpen ? "contained" : "outlined"}
          startIcon={<Search />}
          onClick={props.onToggleSearch}
          aria-expanded={props.isSearchOpen}
        >
          검색
        </Button>
      )}
      <WriteButton
        canWrite={canWrite}
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ViewColumnOutlined />}
        onClick={() => onOpenDialog("columns")}
      >
        열 설정하기
      </WriteButton>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<VisibilityOutlined />}
        onClick={() => onOpenDialog("visible")}
      >
        표시 설정
      </Button>
      <Button size="small" variant="outlined" color="inherit" startIcon={<RestartAlt />} onClick={props.onReset}>
        항목 초기화
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadOutlined />}
        onClick={props.onDownload}
        disabled={props.isDownloading}
      >
        명부 다운로드
      </Button>
      <Button
        size="small"
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
      <WriteButton
        canWrite={canWrite}
        size="small"
        variant="outlined"
        startIcon={<PersonAddAlt1Outlined />}
        onClick={() => onOpenDialog("agent")}
      >
        대리인 등록
      </WriteButton>
      {props.createPath && canWrite ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<Add />}
          component={RouterLink}
          to={props.createPath}
          state={{ returnTo: props.returnTo }}
        >
          소유자 개별등록
        </Button>
      ) : (
        <WriteButton
          canWrite={canWrite}
          disabledReason={REGISTER_MESSAGES.ownerLimit}
          size="small"
          variant="contained"
          startIcon={<Add />}
        >
          소유자 개별등록
        </WriteButton>
      )}
      {status === "CONVEY" && (
        <WriteButton
          canWrite={canWrite}
          size="small"
          variant="contained"
          color="success"
          onClick={() => onOpenDialog("confirm")}
        >
          조합원 명부 확정
        </WriteButton>
      )}
    </Box>
  );
}
