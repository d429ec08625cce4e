import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageLoading } from "../../../ui/page-loading";
import { PageTitle } from "../../../ui/page-title";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useModifyArchiveMutation } from "../api/archives-mutations";
import { archiveDetailQuery } from "../api/archives-queries";
import { ARCHIVES_TEXTS as T } from "../archives-labels";
import { ARCHIVES_MENU, archiveDetailPath, parseSeq } from "../archives-paths";
import { ArchiveForm } from "../components/archive-form";

/** `union-management/archives/update/{id}` (spec 04 §2.8): the entry's fields and files; new files images only. */
export function ArchiveUpdatePage() {
  const unionSeq = useUnionSeq();
  const archiveSeq = parseSeq(useParams().archiveSeq) ?? 0;
  const navigate = useNavigate();
  const canWrite = useCanWrite(ARCHIVES_MENU);
  const detail = useQuery(archiveDetailQuery(unionSeq, archiveSeq));
  const modify = useModifyArchiveMutation(unionSeq, archiveSeq);
  if (detail.error) throw detail.error;
  if (!detail.data) return <PageLoading />;
  const archive = detail.data;
  return (
    <>
      <PageTitle>{T.updateTitle}</PageTitle>
      <ArchiveForm
        label={T.updateTitle}
        isUpdate
        defaultValues={{
          category: archive.category,
          title: archive.title,
          content: archive.content,
          isPublic: archive.isPublic,
          fileSeqs: archive.fileSeqs,
        }}
        currentFiles={archive.files}
        isSubmitting={modify.isPending}
        onSubmit={(values) =>
          modify.mutate(values, {
            onSuccess: () => navigate(archiveDetailPath(unionSeq, archiveSeq), { replace: true }),
          })
        }
        actions={
          <>
            <Button variant="outlined" onClick={() => navigate(archiveDetailPath(unionSeq, archiveSeq))}>
              취소
            </Button>
            <WriteButton canWrite={canWrite} type="submit" variant="contained" disabled={modify.isPending}>
              {T.save}
            </WriteButton>
          </>
        }
      />
    </>
  );
}
