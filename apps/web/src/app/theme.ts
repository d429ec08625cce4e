import { koKR } from "@mui/material/locale";
import { createTheme } from "@mui/material/styles";
import { formatNumber } from "../lib/format";

const FONT_FAMILY = [
  '"Pretendard Variable"',
  "Pretendard",
  "-apple-system",
  "BlinkMacSystemFont",
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Noto Sans CJK KR"',
  '"Malgun Gothic"',
  "sans-serif",
].join(", ");

/** The console's own table-pager wording, over MUI's Korean locale. */
const consoleKo = {
  components: {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: "페이지당 행 수",
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
          `${formatNumber(from)}-${formatNumber(to)} / 총 ${formatNumber(count)}건`,
        getItemAriaLabel: (type: "first" | "last" | "next" | "previous") =>
          type === "next"
            ? "다음 페이지"
            : type === "previous"
              ? "이전 페이지"
              : type === "first"
                ? "첫 페이지"
                : "마지막 페이지",
      },
    },
  },
};

/**
 * Korean everywhere: MUI's `koKR` locale (pagers, alerts, autocompletes, screen-reader labels), then
 * the console's wording for the table pager.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: "#1f5eff" },
      background: { default: "#f3f5f9" },
    },
    typography: { fontFamily: FONT_FAMILY },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: { styleOverrides: { body: { wordBreak: "keep-all" } } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  koKR,
  consoleKo,
);
