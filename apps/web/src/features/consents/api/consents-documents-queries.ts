import { CONSENT_FILE_LABELS, type ConsentFileType, type RecipientFiles } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, postDownload } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { saveResponse } from "../../../lib/save-blob";
import { consentsKeys } from "./consents-keys";
import { consentPath, unionHeader } from "./consents-queries";

export type RecipientFilesParams = { searchRecipientName: string; page: number; pageSize: number };

/** Keys of the downloads tab, under the consent's recipients (a submission or withdrawal refreshes them). */
export const documentsKeys = {
  files: (unionSeq: number, consentSeq: number, params: RecipientFilesParams) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), "files", params] as const,
};

/** GET .../recipients/files (searchRecipientName, page, pageSize): each recipient's documents. */
export const recipientFilesQuery = (unionSeq: number, consentSeq: number, params: RecipientFilesParams) =>
  queryOptions({
    queryKey: documentsKeys.files(unionSeq, consentSeq, params),
    queryFn: ({ signal }) =>
      getPaged<RecipientFiles>(
        `${consentPath(consentSeq)}/recipients/files${queryString(params)}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * POST .../recipients/{recipientSeq}/download?fileType=: saves the document under the server's file
 * name ({document}_{name}_{yyyyMMdd}.{ext}). A failure rejects after the HTTP edge has told it.
 */
export async function downloadRecipientFile(
  unionSeq: number,
  consentSeq: number,
  recipient: Pick<RecipientFiles, "recipientSeq" | "name">,
  fileType: ConsentFileType,
) {
  const response = await postDownload(
    `${consentPath(consentSeq)}/recipients/${recipient.recipientSeq}/download${queryString({ fileType })}`,
    unionHeader(unionSeq),
  );
  await saveResponse(response, `${CONSENT_FILE_LABELS[fileType]}_${recipient.name}`);
}
