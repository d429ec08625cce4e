import { CLIENT_MESSAGES } from "@johap/contracts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableProps } from "./data-table";

type Row = { id: number };
const render = (props: Partial<DataTableProps<Row, number>>) =>
  renderToStaticMarkup(
    createElement(DataTable<Row, number>, {
      label: "목록",
      rows: [],
      columns: [{ field: "id", headerName: "번호", renderCell: (row: Row) => row.id }],
      getRowId: (row: Row) => row.id,
      page: 0,
      pageSize: 10,
      pageSizeOptions: [10],
      totalElements: 0,
      onPageChange: () => {},
      onPageSizeChange: () => {},
      height: 442,
      ...props,
    }),
  );

describe("DataTable empty state", () => {
  it("says the spec's 표시할 데이터가 없습니다. when a list has no rows", () => {
    expect(CLIENT_MESSAGES.noData).toBe("표시할 데이터가 없습니다.");
    expect(render({})).toContain("표시할 데이터가 없습니다.");
  });

  it("says a list's own text where it gives one, and nothing while rows load", () => {
    expect(render({ emptyText: "등록된 발신번호가 없습니다." })).toContain("등록된 발신번호가 없습니다.");
    expect(render({ isFetching: true })).not.toContain("표시할 데이터가 없습니다.");
  });
});
