import { CLIENT_MESSAGES, REGISTER_EXPORT_FILE_NAME } from "@johap/contracts";
import { useState } from "react";
import { notifyError } from "../../../../lib/notify";
import { queryString } from "../../../../lib/query-string";
import { downloadFile } from "../../../../lib/save-blob";
import type { RegisterFilters } from "../../register-filters";

/** 명부 다운로드: the owners matching the filters as 조합원_명부.xlsx. */
export function useRegisterDownload(unionSeq: number, filters: RegisterFilters) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadFile(`/v1/unions/${unionSeq}/registers/download${queryString(filters)}`, REGISTER_EXPORT_FILE_NAME);
    } catch {
      notifyError(CLIENT_MESSAGES.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  };
  return { download, isDownloading };
}
