import { useSuspenseQueries } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { useCanWrite } from "../../session";
import { useUpdateOwnerMutation } from "../api/register-mutations";
import { commonCodesQuery, ownerQuery } from "../api/register-queries";
import { OwnerForm } from "../components/owner-form/owner-form";
import { ownerToForm } from "../components/owner-form/owner-form-values";
import { OwnerPageHeader } from "../components/owner-page-header";
import { REGISTER_MENU } from "../register-paths";
import { useReturnTo } from "../use-return-to";

/** `registers/{unionRegisterSeq}/modify`, tab 소유자 정보. */
export function OwnerModifyPage() {
  const unionSeq = useUnionSeq();
  const unionRegisterSeq = Number(useParams().unionRegisterSeq);
  const navigate = useNavigate();
  const returnTo = useReturnTo(unionSeq);
  const canWrite = useCanWrite(REGISTER_MENU, unionSeq);
  const [{ data: owner }] = useSuspenseQueries({
    queries: [ownerQuery(unionSeq, unionRegisterSeq), commonCodesQuery()],
  });
  const update = useUpdateOwnerMutation(unionSeq, unionRegisterSeq);
  return (
    <>
      <OwnerPageHeader
        title={`${owner.name.name} 소유자 정보`}
        returnTo={returnTo}
        tabs={{ unionSeq, unionRegisterSeq, current: "info" }}
      />
      <OwnerForm
        key={`${owner.unionRegisterSeq}-${owner.generation}`}
        unionSeq={unionSeq}
        unionRegisterSeq={unionRegisterSeq}
        defaultValues={ownerToForm(owner)}
        submitLabel="저장"
        isSubmitting={update.isPending}
        canWrite={canWrite}
        onSubmit={(body) => update.mutate(body, { onSuccess: () => navigate(returnTo) })}
        onCancel={() => navigate(returnTo)}
      />
    </>
  );
}
