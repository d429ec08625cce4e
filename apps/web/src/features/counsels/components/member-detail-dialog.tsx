import { type CounselRegisterRow, commonCodeLabels } from "@johap/contracts";
import Divider from "@mui/material/Divider";
import { useQuery } from "@tanstack/react-query";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { InfoDialog } from "../../../ui/info-dialog";
import { AgentInfoSection, InfoField, InfoSection } from "../../../ui/info-section";
import { counselRegisterQuery } from "../api/counsels-queries";
import { positionShown, COUNSEL_TEXTS as T } from "../counsels-labels";

const SHARE_LABELS = commonCodeLabels("UNION_REGISTER_SHARE_TYPE");
const OWNER_TYPE_LABELS = commonCodeLabels("UNION_REGISTER_USER_DIVIDE");
const GENDER_LABELS = commonCodeLabels("UNION_REGISTER_GENDER");

/** The member detail (spec 02 §2.6 "clicking a name opens a member detail dialog"): owner, contact, agent. */
function MemberInfo({ owner }: { owner: CounselRegisterRow }) {
  return (
    <>
      <InfoSection title="소유자 정보">
        <InfoField label="일련번호" value={owner.unionRegisterNo} />
        <InfoField label="이름" value={[owner.name, owner.nameClass].filter(Boolean).join(" ")} />
        <InfoField label="소유구분" value={SHARE_LABELS[owner.shareType] ?? owner.shareType} />
        <InfoField label="소유자 유형" value={OWNER_TYPE_LABELS[owner.ownerType] ?? owner.ownerType} />
        <InfoField label="직책" value={positionShown(owner)} />
        <InfoField label="성별" value={GENDER_LABELS[owner.gender] ?? ""} />
        <InfoField
          label={owner.ownerType === "COMPANY" ? "사업자등록번호" : "생년월일"}
          value={owner.ownerType === "COMPANY" ? owner.companyNo : formatDateDigits(owner.birth)}
        />
        <InfoField
          label="연락처"
          value={`${formatPhone(owner.phoneNo)}${owner.phoneNo && !owner.isContactAllowed ? " (연락 미동의)" : ""}`}
        />
      </InfoSection>
      <Divider sx={{ mb: 2 }} />
      <InfoSection title="주소">
        <InfoField label="소재지" value={owner.localAddresses.join("\n")} />
        <InfoField label="실거주지" value={owner.realAddress} />
        <InfoField label="우편물 수령지" value={owner.postAddress} />
      </InfoSection>
      <Divider sx={{ mb: 2 }} />
      <AgentInfoSection agent={owner.agent} />
      <Divider sx={{ mb: 2 }} />
      <InfoSection title="상담">
        <InfoField label={T.counselCount} value={`${owner.counselCount}회`} />
        <InfoField label={T.lastCounselAt} value={owner.lastCounselAt?.slice(0, 16).replace("T", " ")} />
      </InfoSection>
    </>
  );
}

export function MemberDetailDialog(props: { unionSeq: number; unionRegisterSeq: number; onClose: () => void }) {
  const owner = useQuery(counselRegisterQuery(props.unionSeq, props.unionRegisterSeq));
  return (
    <InfoDialog title={T.memberDetail} query={owner} onClose={props.onClose}>
      {(data) => <MemberInfo owner={data} />}
    </InfoDialog>
  );
}
