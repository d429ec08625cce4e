import { CONSENT_LABELS, type ConsentTemplate } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useFormContext, useWatch } from "react-hook-form";
import { instantOfInput } from "../../../lib/format-date";
import { type ConsentFormValues, templateOf } from "../consent-form-values";
import { periodText } from "../consent-rules";

const Placeholder = ({ children }: { children: string }) => (
  <Box component="span" sx={{ color: "text.disabled" }}>
    {children}
  </Box>
);

/**
 * 서식 미리보기 beside the info step (spec 02 §2.4): the chosen template and what owners will read, as it
 * is typed (title, content, period, guide material).
 */
export function ConsentFormPreview({ templates }: { templates: readonly ConsentTemplate[] }) {
  const { control } = useFormContext<ConsentFormValues>();
  const values = useWatch({ control });
  const template = templateOf(templates, values.templateSeq ?? null);
  const start = instantOfInput(values.startedAt ?? "");
  const end = values.isEndDateUnknown ? null : instantOfInput(values.endedAt ?? "");
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="서식 미리보기"
      sx={{ p: 2.5, borderRadius: 2, bgcolor: "#fafbfc", position: { md: "sticky" }, top: { md: 16 } }}
    >
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>서식 미리보기</Typography>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, maxWidth: 360, mx: "auto", bgcolor: "background.paper" }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
          {template ? (
            <>
              <Chip size="small" color="primary" label={CONSENT_LABELS.templateType[template.templateType]} />
              <Typography variant="body2" color="text.secondary">
                {template.name}
              </Typography>
            </>
          ) : (
            <Typography variant="body2">
              <Placeholder>동의서 유형을 선택해 주세요.</Placeholder>
            </Typography>
          )}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, wordBreak: "break-all" }}>
          {values.title || <Placeholder>제목</Placeholder>}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          제출 기간 {start ? periodText(start, end) : <Placeholder>제출 시작일시 ~ 제출 종료일시</Placeholder>}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
          {values.content || <Placeholder>내용</Placeholder>}
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {values.guideFileTitle || <Placeholder>안내자료 제목</Placeholder>}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
          {values.guideFileContent || <Placeholder>안내자료 내용</Placeholder>}
        </Typography>
        {values.guideFileName && (
          <Typography variant="body2" color="primary" sx={{ mt: 0.5 }}>
            📎 {values.guideFileName}
          </Typography>
        )}
        {template?.fileUrl && (
          <Link
            href={template.fileUrl}
            target="_blank"
            rel="noopener"
            variant="body2"
            sx={{ display: "block", mt: 1.5 }}
          >
            서식 파일 열기
          </Link>
        )}
      </Paper>
    </Paper>
  );
}
