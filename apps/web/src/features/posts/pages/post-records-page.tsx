import { POST_LIMITS } from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable } from "../../../ui/data-table/data-table";
import { pagedQueryProps } from "../../../ui/data-table/paged-query";
import { recordsQuery } from "../api/posts-queries";
import { postColumns } from "../components/post-columns";
import { EMPTY_TEXT } from "../posts-labels";

/** Tab 내역 관리: every post of the union, newest first, paged at 10 (page in the URL). */
export function PostRecordsPage() {
  const unionSeq = useUnionSeq();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number(searchParams.get("page")) || 0);
  const records = useQuery(recordsQuery(unionSeq, page));
  return (
    <DataTable
      label="우편 발송 내역"
      {...pagedQueryProps(records, EMPTY_TEXT)}
      columns={postColumns(unionSeq)}
      getRowId={(row) => row.postSeq}
      page={page}
      pageSize={POST_LIMITS.pageSize}
      pageSizeOptions={[POST_LIMITS.pageSize]}
      onPageChange={(next) => setSearchParams(next > 0 ? { page: String(next) } : {})}
      onPageSizeChange={() => {}}
      height={442}
    />
  );
}
