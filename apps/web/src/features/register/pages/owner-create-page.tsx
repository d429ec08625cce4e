import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { useCanWrite } from "../../session";
import { useCreateOwnerMutation } from "../api/register-mutations";
import { commonCodesQuery } from "../api/register-queries";
import { OwnerForm } from "../components/owner-form/owner-form";
import { emptyOwnerForm } from "../components/owner-form/owner-form-values";
import { OwnerPageHeader } from "../components/owner-page-header";
import { REGISTER_MENU } from "../register-paths";
import { useReturnTo } from "../use-return-to";

/** `registers/create`: 소유자 개별등록 with the defaults of spec 01 §4. */
export function OwnerCreatePage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const returnTo = useReturnTo(unionSeq);
  const canWrite = useCanWrite(REGISTER_MENU, unionSeq);
  const create = useCreateOwnerMutation(unionSeq);
  useSuspenseQuery(commonCodesQuery());
  const [defaultValues] = useState(emptyOwnerForm);
  return (
    <>
      <OwnerPageHeader title="소유자 개별등록" returnTo={returnTo} />
      <OwnerForm
        unionSeq={unionSeq}
        unionRegisterSeq={null}
        defaultValues={defaultValues}
        submitLabel="등록"
        isSubmitting={create.isPending}
        canWrite={canWrite}
        onSubmit={(owner) => create.mutate(owner, { onSuccess: () => navigate(returnTo) })}
        onCancel={() => navigate(returnTo)}
      />
    </>
  );
}
