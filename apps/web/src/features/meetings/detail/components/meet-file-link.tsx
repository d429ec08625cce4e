import type { MeetFileRef } from "@johap/contracts";
import { MEET_MESSAGES } from "@johap/contracts";
import Link from "@mui/material/Link";
import { isNotifiedError } from "../../../../lib/http-error";
import { notifyError } from "../../../../lib/notify";
import { downloadFile } from "../../../../lib/save-blob";

/** A meeting file (notice, resolution, attachment) by name; a click downloads it through GET /v1/files. */
export function MeetFileLink({ file }: { file: MeetFileRef }) {
  const handleClick = () =>
    downloadFile(`/v1/files?fileSeq=${file.fileSeq}`, file.originName).catch((error: unknown) => {
      if (!isNotifiedError(error)) notifyError(MEET_MESSAGES.excelFailed);
    });
  return (
    <Link component="button" type="button" variant="body2" onClick={handleClick} sx={{ textAlign: "left" }}>
      {file.originName}
    </Link>
  );
}
