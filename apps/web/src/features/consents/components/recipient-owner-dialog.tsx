import { OWNER_LABELS, type RecipientOwnerInfo } from "@johap/contracts";
import Divider from "@mui/material/Divider";
import { useQuery } from "@tanstack/react-query";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { InfoDialog } from "../../../ui/info-dialog";
import { AgentInfoSection, InfoField, InfoSection } from "../../../ui/info-section";
import { recipientDetailQuery } from "../api/consents-recipients-queries";

const localLine = (l: RecipientOwnerInfo["localAddresses"][number]) =>
  [
    l.city,
    l.gu,
    l.dong,
    l.jibun,
    l.building,
    l.apartmentDong && `${l.apartmentDong}동`,
    l.apartmentFloor && `${l.apartmentFloor}층`,
    l.apartmentHosu && `${l.apartmentHosu}호`,
  ]
    .filter(Boolean)
    .join(" ");

/** The owner info popup (spec 02 §2.2): location and contact, owner info, addresses and agent. */
function OwnerInfo({ owner }: { owner: RecipientOwnerInfo }) {
  return (
    <>
      <InfoSection title="소재지 및 연락처">
        <InfoField label="소재지" value={owner.localAddresses.map(localLine).join("\n")} />
        <InfoField
          label="연락처"
          value={`${formatPhone(owner.mainPhone.phoneNo)}${owner.mainPhone.phoneNo && !owner.mainPhone.isContactAllowed ? " (연락 미동의)" : ""}`}
        />
      </InfoSection>
      <Divider sx={{ mb: 2 }} />
      <InfoSection title="소유자 정보">
        <InfoField label="일련번호" value={owner.unionRegisterNo} />
        <InfoField label="이름" value={[owner.name.name, owner.name.nameClass].filter(Boolean).join(" ")} />
        <InfoField label="소유구분" value={OWNER_LABELS.shareType[owner.shareType]} />
        <InfoField label="소유자 유형" value={OWNER_LABELS.ownerType[owner.ownerType]} />
        <InfoField label="대표자" value={owner.isRepresentative ? "대표" : ""} />
        <InfoField label="성별" value={OWNER_LABELS.gender[owner.gender]} />
        <InfoField
          label={owner.ownerType === "COMPANY" ? "사업자등록번호" : "생년월일"}
          value={owner.ownerType === "COMPANY" ? owner.companyNo : formatDateDigits(owner.birth)}
        />
        <InfoField label="의결권" value={owner.hasVotingRight ? "있음" : "없음"} />
        <InfoField label="분양권" value={`${owner.salesCount}개`} />
        <InfoField label="메모" value={owner.memo} />
      </InfoSection>
      <Divider sx={{ mb: 2 }} />
      <InfoSection title="주소">
        <InfoField
          label="실거주지"
          value={[owner.realAddress.address, owner.realAddress.detailAddress].join(" ").trim()}
        />
        <InfoField
          label="우편물 수령지"
          value={[
            owner.postAddress.zipNo && `(${owner.postAddress.zipNo})`,
            owner.postAddress.address,
            owner.postAddress.detailAddress,
          ]
            .filter(Boolean)
            .join(" ")}
        />
        <InfoField label="기타 주소" value={owner.etcAddress} />
      </InfoSection>
      <Divider sx={{ mb: 2 }} />
      <AgentInfoSection agent={owner.agent} />
    </>
  );
}

export function RecipientOwnerDialog(props: {
  unionSeq: number;
  consentSeq: number;
  recipientSeq: number;
  onClose: () => void;
}) {
  const detail = useQuery(recipientDetailQuery(props.unionSeq, props.consentSeq, props.recipientSeq));
  return (
    <InfoDialog title="소유자 정보" query={detail} onClose={props.onClose}>
      {(data) => <OwnerInfo owner={data.owner} />}
    </InfoDialog>
  );
}
