import { ADDRESS_GROUP_MESSAGES as M } from "@johap/contracts";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageTitle } from "../../../ui/page-title";
import { useCanWrite } from "../../session";
import { ADDRESS_GROUPS_MENU, groupDetailPath, groupListPath } from "../address-groups-paths";
import { useCreateGroupMutation } from "../api/address-groups-mutations";
import { GroupForm } from "../components/group-form";

/** `address-groups/create`: 그룹 추가 (name, memo, owners from the member picker). */
export function GroupCreatePage() {
  const unionSeq = useUnionSeq();
  const navigate = useNavigate();
  const canWrite = useCanWrite(ADDRESS_GROUPS_MENU, unionSeq);
  const create = useCreateGroupMutation(unionSeq);
  return (
    <>
      <PageTitle>주소록 그룹 추가</PageTitle>
      <GroupForm
        unionSeq={unionSeq}
        defaultValues={{ name: "", memo: "", owners: new Map() }}
        submitLabel="등록"
        canWrite={canWrite}
        isSubmitting={create.isPending}
        onCancel={() => navigate(groupListPath(unionSeq))}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (group) => {
              notifySuccess(M.created);
              navigate(groupDetailPath(unionSeq, group.unionRegisterGroupSeq), { replace: true });
            },
          })
        }
      />
    </>
  );
}
