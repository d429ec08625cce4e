import { SMS_MESSAGES, SMS_PAGE_SIZE } from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable } from "../../../ui/data-table/data-table";
import { recordsQuery } from "../api/sms-queries";
import { recordColumns } from "../components/records/record-columns";

/** Tab 내역 관리: every message of the union, newest first, paged at 10 (page in the URL). */
export function RecordsPage() {
  const unionSeq = useUnionSeq();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number(searchParams.get("page")) || 0);
  const records = useQuery(recordsQuery(unionSeq, { page, pageSize: SMS_PAGE_SIZE }));
  return (
    <DataTable
      label="문자 발송 내역"
      rows={records.data?.data ?? []}
      columns={recordColumns(unionSeq)}
      getRowId={(row) => row.smsId}
      page={page}
      pageSize={SMS_PAGE_SIZE}
      pageSizeOptions={[SMS_PAGE_SIZE]}
      totalElements={records.data?.pagination.totalElements ?? 0}
      onPageChange={(next) => setSearchParams(next > 0 ? { page: String(next) } : {})}
      onPageSizeChange={() => {}}
      height={442}
      isFetching={records.isFetching}
      emptyText={SMS_MESSAGES.empty}
    />
  );
}
