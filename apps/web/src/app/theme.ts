import { createTheme } from "@mui/material/styles";

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

export const theme = createTheme({
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
});
