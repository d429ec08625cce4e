import { FORM_MESSAGES, type Form } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { getDownload } from "../../../lib/http";
import { FORMS_TEXTS as T } from "../forms-labels";

/**
 * A form's preview (spec 04 §2.5 "image preview dialog"): its PDF fetched with the session's token and shown
 * in a frame (a frame cannot send the token itself).
 */
export function FormPreviewDialog({ form, onClose }: { form: Form | null; onClose: () => void }) {
  const preview = useQuery({
    queryKey: ["forms", "preview", form?.formSeq],
    queryFn: async () => (await getDownload(form!.previewImage)).blob(),
    enabled: form !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (preview.data ? URL.createObjectURL(preview.data) : null), [preview.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <Dialog open={form !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="form-preview-title">
      <DialogTitle id="form-preview-title">
        {form?.title} {T.preview}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: "75vh" }}>
        {url ? (
          <Box
            component="iframe"
            title={`${form?.title} ${T.preview}`}
            src={url}
            sx={{ border: 0, width: "100%", height: "100%" }}
          />
        ) : (
          <Typography sx={{ p: 3 }} color={preview.isError ? "error" : "text.secondary"}>
            {preview.isError ? FORM_MESSAGES.downloadFailed : T.previewLoading}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
