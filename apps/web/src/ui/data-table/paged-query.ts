/** What a paged list query gives a DataTable: its rows, the total, the fetching state and the empty line. */
export function pagedQueryProps<Row>(
  query: {
    data?: { data: readonly Row[]; pagination: { totalElements: number } } | undefined;
    isFetching: boolean;
    isPending: boolean;
  },
  emptyText: string,
) {
  return {
    rows: query.data?.data ?? [],
    totalElements: query.data?.pagination.totalElements ?? 0,
    isFetching: query.isFetching,
    emptyText: query.isPending ? "불러오는 중입니다." : emptyText,
  };
}
