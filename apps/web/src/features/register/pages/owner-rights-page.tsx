import { useSuspenseQueries } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { useCanWrite } from "../../session";
import { useSaveRightsMutation } from "../api/register-mutations";
import { commonCodesQuery, ownerQuery, rightsQuery } from "../api/register-queries";
import { OwnerPageHeader } from "../components/owner-page-header";
import { RightsForm } from "../components/rights/rights-form";
import { toRightsForm } from "../components/rights/rights-form-values";
import { REGISTER_MENU } from "../register-paths";
import { useReturnTo } from "../use-return-to";

/** `registers/{unionRegisterSeq}/modify/auths`, tab 권리 내역. */
export function OwnerRightsPage() {
  const unionSeq = useUnionSeq();
  const unionRegisterSeq = Number(useParams().unionRegisterSeq);
  const navigate = useNavigate();
  const returnTo = useReturnTo(unionSeq);
  const canWrite = useCanWrite(REGISTER_MENU, unionSeq);
  // Common codes first, so the selects never hold a value without its option.
  const [{ data: owner }, { data: rights, dataUpdatedAt }] = useSuspenseQueries({
    queries: [ownerQuery(unionSeq, unionRegisterSeq), rightsQuery(unionSeq, unionRegisterSeq), commonCodesQuery()],
  });
  const save = useSaveRightsMutation(unionSeq, unionRegisterSeq);
  return (
    <>
      <OwnerPageHeader
        title={`${owner.name.name} 권리 내역`}
        returnTo={returnTo}
        tabs={{ unionSeq, unionRegisterSeq, current: "rights" }}
      />
      <RightsForm
        key={dataUpdatedAt}
        defaultValues={toRightsForm(rights)}
        isSubmitting={save.isPending}
        canWrite={canWrite}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => navigate(returnTo)}
      />
    </>
  );
}
