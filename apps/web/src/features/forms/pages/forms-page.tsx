import { type Form, type FormType, ListFormsQuerySchema, FORM_MESSAGES as M } from "@johap/contracts";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { formatDate } from "../../../lib/format-date";
import { downloadFile } from "../../../lib/save-blob";
import { AlertDialog } from "../../../ui/alert-dialog";
import { PageTitle } from "../../../ui/page-title";
import { SearchBar } from "../../../ui/search-bar";
import { SelectFilter } from "../../../ui/select-filter";
import { formFilePath, formListQuery } from "../api/forms-queries";
import { FormPreviewDialog } from "../components/form-preview-dialog";
import { EXTENSION_LABELS, FORM_TYPE_LABELS, FORM_TYPES, FORMS_TEXTS as T } from "../forms-labels";

/**
 * `union-management/forms` (M0409, 문서 서식; spec 04 §2.5): the library with a keyword filter (and a type
 * filter); each form has a preview dialog and a download per attachment extension.
 */
export function FormsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get("keyword") ?? "";
  const formType = (searchParams.get("formType") ?? "") as FormType | "";
  const [draft, setDraft] = useState({ keyword, formType });
  const [alert, setAlert] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Form | null>(null);
  const forms = useQuery(formListQuery({ keyword: keyword || undefined, formType: formType || undefined }));
  if (forms.error && !forms.data) throw forms.error;

  const handleSearch = () => {
    const checked = ListFormsQuerySchema.safeParse({ keyword: draft.keyword.trim() || undefined });
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? M.keywordMax);
      return;
    }
    const next = new URLSearchParams();
    if (draft.keyword.trim()) next.set("keyword", draft.keyword.trim());
    if (draft.formType) next.set("formType", draft.formType);
    setSearchParams(next);
  };
  const handleReset = () => {
    setDraft({ keyword: "", formType: "" });
    setSearchParams(new URLSearchParams());
  };
  const handleDownload = (form: Form, fileSeq: number, originName: string) =>
    downloadFile(formFilePath(form.formSeq, fileSeq), originName).catch(() => undefined);

  const rows = forms.data ?? [];
  return (
    <>
      <PageTitle>{T.title}</PageTitle>
      <SearchBar
        label={T.searchLabel}
        onSearch={handleSearch}
        onReset={handleReset}
        end={
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            총 {rows.length}건
          </Typography>
        }
      >
        <SelectFilter
          name="formType"
          label={T.formType}
          value={draft.formType}
          options={FORM_TYPES}
          labels={FORM_TYPE_LABELS}
          onChange={(value) => setDraft((d) => ({ ...d, formType: value }))}
          width={150}
        />
        <TextField
          name="keyword"
          size="small"
          label={T.keyword}
          placeholder={T.keywordPlaceholder}
          value={draft.keyword}
          onChange={(event) => setDraft((d) => ({ ...d, keyword: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 260 }}
        />
      </SearchBar>
      {rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: "center", borderRadius: 2 }}>
          <Typography color="text.secondary">{forms.isPending ? "불러오는 중입니다." : M.noData}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={T.listLabel}
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 2,
            gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))",
          }}
        >
          {rows.map((form) => (
            <Paper
              key={form.formSeq}
              component="li"
              variant="outlined"
              aria-label={form.title}
              sx={{ p: 2.5, borderRadius: 2, display: "flex", flexDirection: "column", gap: 1.5 }}
            >
              <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Chip size="small" label={FORM_TYPE_LABELS[form.formType]} color="primary" variant="outlined" />
                <Typography variant="caption" color="text.secondary" sx={{ ml: "auto" }}>
                  수정일 {formatDate(form.modifiedAt)}
                </Typography>
              </Box>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {form.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {form.summary}
              </Typography>
              <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<VisibilityOutlined />}
                  onClick={() => setPreviewed(form)}
                  aria-label={`${form.title} ${T.preview}`}
                >
                  {T.preview}
                </Button>
                {form.attachFiles.map((file) => (
                  <Button
                    key={file.fileSeq}
                    size="small"
                    variant="contained"
                    disableElevation
                    startIcon={<DownloadOutlined />}
                    onClick={() => handleDownload(form, file.fileSeq, file.originName)}
                    aria-label={`${form.title} ${EXTENSION_LABELS[file.extension]} ${T.download}`}
                  >
                    {EXTENSION_LABELS[file.extension]}
                  </Button>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <FormPreviewDialog form={previewed} onClose={() => setPreviewed(null)} />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
