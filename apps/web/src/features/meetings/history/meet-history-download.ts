import { type ListMeetsParams, MEET_MESSAGES } from "@johap/contracts";
import { useMutation } from "@tanstack/react-query";
import { getDownload } from "../../../lib/http";
import { notifyError } from "../../../lib/notify";
import { queryString } from "../../../lib/query-string";
import { saveResponse } from "../../../lib/save-blob";
import { meetsBase, unionHeader } from "../detail/api/meet-queries";

/** GET /v1/meets/excel with the list's filters; a failure says 다운로드에 실패하였습니다. */
export function useDownloadMeetHistory(unionSeq: number) {
  return useMutation({
    mutationFn: async ({ page: _page, pageSize: _size, ...filters }: ListMeetsParams) =>
      saveResponse(
        await getDownload(`${meetsBase}/excel${queryString({ ...filters })}`, unionHeader(unionSeq)),
        "총회내역.xlsx",
      ),
    meta: { isErrorHandled: true },
    onError: () => notifyError(MEET_MESSAGES.excelFailed),
  });
}
