import { CLIENT_MESSAGES, type ConsentRecipient } from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { recipientsQuery } from "../api/consents-queries";

export const RECIPIENT_PAGE_SIZES = [10, 20, 50] as const;

type RecipientListProps = {
  unionSeq: number;
  consentSeq: number;
  label: string;
  columns: readonly DataTableColumn<ConsentRecipient>[];
};

/** A page of a consent's recipients (GET .../recipients), 10 a page by default (spec 02 §9). */
export function RecipientList({ unionSeq, consentSeq, label, columns }: RecipientListProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(RECIPIENT_PAGE_SIZES[0]);
  const recipients = useQuery(recipientsQuery(unionSeq, consentSeq, { page, pageSize, searchRecipientName: "" }));
  if (recipients.error) throw recipients.error;
  return (
    <DataTable
      label={label}
      rows={recipients.data?.data ?? []}
      columns={columns}
      getRowId={(row) => row.recipientSeq}
      page={page}
      pageSize={pageSize}
      pageSizeOptions={RECIPIENT_PAGE_SIZES}
      totalElements={recipients.data?.pagination.totalElements ?? 0}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      height={442}
      isFetching={recipients.isFetching}
      emptyText={recipients.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
    />
  );
}
