import { commonCodeLabels, OWNER_LABELS, type RecipientOwnerInfo } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { PageLoading } from "../../../ui/page-loading";
import { recipientDetailQuery } from "../api/consents-recipients-queries";

const RELATION_LABELS = commonCodeLabels("AGENT_RELATION_TYPE");

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "120px 1fr", rowGap: 0.75, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
        {value || "-"}
      </Typography>
    </>
  );
}

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
      <Section title="소재지 및 연락처">
        <Field label="소재지" value={owner.localAddresses.map(localLine).join("\n")} />
        <Field
          label="연락처"
          value={`${formatPhone(owner.mainPhone.phoneNo)}${owner.mainPhone.phoneNo && !owner.mainPhone.isContactAllowed ? " (연락 미동의)" : ""}`}
        />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="소유자 정보">
        <Field label="일련번호" value={owner.unionRegisterNo} />
        <Field label="이름" value={[owner.name.name, owner.name.nameClass].filter(Boolean).join(" ")} />
        <Field label="소유구분" value={OWNER_LABELS.shareType[owner.shareType]} />
        <Field label="소유자 유형" value={OWNER_LABELS.ownerType[owner.ownerType]} />
        <Field label="대표자" value={owner.isRepresentative ? "대표" : ""} />
        <Field label="성별" value={OWNER_LABELS.gender[owner.gender]} />
        <Field
          label={owner.ownerType === "COMPANY" ? "사업자등록번호" : "생년월일"}
          value={owner.ownerType === "COMPANY" ? owner.companyNo : formatDateDigits(owner.birth)}
        />
        <Field label="의결권" value={owner.hasVotingRight ? "있음" : "없음"} />
        <Field label="분양권" value={`${owner.salesCount}개`} />
        <Field label="메모" value={owner.memo} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="주소">
        <Field label="실거주지" value={[owner.realAddress.address, owner.realAddress.detailAddress].join(" ").trim()} />
        <Field
          label="우편물 수령지"
          value={[
            owner.postAddress.zipNo && `(${owner.postAddress.zipNo})`,
            owner.postAddress.address,
            owner.postAddress.detailAddress,
          ]
            .filter(Boolean)
            .join(" ")}
        />
        <Field label="기타 주소" value={owner.etcAddress} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="대리인 정보">
        {owner.agent ? (
          <>
            <Field label="이름" value={owner.agent.name} />
            <Field
              label="관계"
              value={
                owner.agent.relationType === "ETC" && owner.agent.relationDescription
                  ? owner.agent.relationDescription
                  : (RELATION_LABELS[owner.agent.relationType] ?? owner.agent.relationType)
              }
            />
            <Field label="생년월일" value={formatDateDigits(owner.agent.birth)} />
            <Field label="연락처" value={formatPhone(owner.agent.phoneNo)} />
          </>
        ) : (
          <Field label="대리인" value="등록된 대리인이 없습니다." />
        )}
      </Section>
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
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="owner-info-title">
      <DialogTitle id="owner-info-title">소유자 정보</DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <PageLoading />
        ) : detail.error ? (
          <Typography color="error">{detail.error.message}</Typography>
        ) : (
          <OwnerInfo owner={detail.data.owner} />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
