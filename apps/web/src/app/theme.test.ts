import Alert from "@mui/material/Alert";
import Pagination from "@mui/material/Pagination";
import { ThemeProvider } from "@mui/material/styles";
import TablePagination from "@mui/material/TablePagination";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

const render = (element: ReactElement) => renderToStaticMarkup(createElement(ThemeProvider, { theme }, element));
const noop = () => {};

describe("theme locale", () => {
  it("labels the table pager in Korean: rows per page, the rows shown and the page buttons", () => {
    const html = render(
      createElement(TablePagination, {
        count: 1234,
        page: 1,
        rowsPerPage: 10,
        rowsPerPageOptions: [10, 50],
        onPageChange: noop,
      }),
    );
    expect(html).toContain("페이지당 행 수");
    expect(html).toContain("11-20 / 총 1,234건");
    expect(html).toContain('aria-label="다음 페이지"');
    expect(html).toContain('aria-label="이전 페이지"');
    expect(html).not.toMatch(/Rows per page|Go to (next|previous) page/);
  });

  it("labels the page-number pager with MUI's Korean locale", () => {
    const html = render(createElement(Pagination, { count: 3, page: 1 }));
    expect(html).toContain('aria-label="페이지네이션 네비게이션"');
    expect(html).toContain('aria-label="다음 페이지로 이동"');
    expect(html).toContain('aria-label="2 번째 페이지로 이동"');
    expect(html).not.toMatch(/Go to|pagination navigation/);
  });

  it("names an alert's close button in Korean", () => {
    const html = render(createElement(Alert, { onClose: noop }, "안내"));
    expect(html).toContain('aria-label="닫기"');
    expect(html).not.toContain('aria-label="Close"');
  });
});
