import Button from "@mui/material/Button";
import { useNavigate } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageTitle } from "../../../ui/page-title";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useCreateArchiveMutation } from "../api/archives-mutations";
import { ARCHIVES_TEXTS as T } from "../archives-labels";
import { ARCHIVES_MENU, archiveDetailPath, archiveListPath } from "../archives-paths";
import { ArchiveForm } from "../components/archive-form";

/** `union-management/archives/register` (spec 04 §2.8): a new entry; saved, it opens its detail. */
export function ArchiveRegisterPage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const canWrite = useCanWrite(ARCHIVES_MENU);
  const create = useCreateArchiveMutation(unionSeq);
  return (
    <>
      <PageTitle>{T.registerTitle}</PageTitle>
      <ArchiveForm
        label={T.registerTitle}
        defaultValues={{ category: "" as never, title: "", content: "", isPublic: true, fileSeqs: [] }}
        isSubmitting={create.isPending}
        onSubmit={({ body, newFiles }) =>
          create.mutate(
            { body, newFiles },
            { onSuccess: (saved) => navigate(archiveDetailPath(unionSeq, saved.archiveSeq), { replace: true }) },
          )
        }
        actions={
          <>
            <Button variant="outlined" onClick={() => navigate(archiveListPath(unionSeq))}>
              {T.list}
            </Button>
            <WriteButton canWrite={canWrite} type="submit" variant="contained" disabled={create.isPending}>
              {T.register}
            </WriteButton>
          </>
        }
      />
    </>
  );
}
