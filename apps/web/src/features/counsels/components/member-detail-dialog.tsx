import { type CounselRegisterRow, commonCodeLabels } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { PageLoading } from "../../../ui/page-loading";
import { counselRegisterQuery } from "../api/counsels-queries";
import { positionShown, RELATION_LABELS, COUNSEL_TEXTS as T } from "../counsels-labels";

const SHARE_LABELS = commonCodeLabels("UNION_REGISTER_SHARE_TYPE");
const OWNER_TYPE_LABELS = commonCodeLabels("UNION_REGISTER_USER_DIVIDE");
const GENDER_LABELS = commonCodeLabels("UNION_REGISTER_GENDER");

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

/** The member detail (spec 02 §2.6 "clicking a name opens a member detail dialog"): owner, contact, agent. */
function MemberInfo({ owner }: { owner: CounselRegisterRow }) {
  return (
    <>
      <Section title="소유자 정보">
        <Field label="일련번호" value={owner.unionRegisterNo} />
        <Field label="이름" value={[owner.name, owner.nameClass].filter(Boolean).join(" ")} />
        <Field label="소유구분" value={SHARE_LABELS[owner.shareType] ?? owner.shareType} />
        <Field label="소유자 유형" value={OWNER_TYPE_LABELS[owner.ownerType] ?? owner.ownerType} />
        <Field label="직책" value={positionShown(owner)} />
        <Field label="성별" value={GENDER_LABELS[owner.gender] ?? ""} />
        <Field
          label={owner.ownerType === "COMPANY" ? "사업자등록번호" : "생년월일"}
          value={owner.ownerType === "COMPANY" ? owner.companyNo : formatDateDigits(owner.birth)}
        />
        <Field
          label="연락처"
          value={`${formatPhone(owner.phoneNo)}${owner.phoneNo && !owner.isContactAllowed ? " (연락 미동의)" : ""}`}
        />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="주소">
        <Field label="소재지" value={owner.localAddresses.join("\n")} />
        <Field label="실거주지" value={owner.realAddress} />
        <Field label="우편물 수령지" value={owner.postAddress} />
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
      <Divider sx={{ mb: 2 }} />
      <Section title="상담">
        <Field label={T.counselCount} value={`${owner.counselCount}회`} />
        <Field label={T.lastCounselAt} value={owner.lastCounselAt?.slice(0, 16).replace("T", " ")} />
      </Section>
    </>
  );
}

export function MemberDetailDialog(props: { unionSeq: number; unionRegisterSeq: number; onClose: () => void }) {
  const titleId = useId();
  const owner = useQuery(counselRegisterQuery(props.unionSeq, props.unionRegisterSeq));
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.memberDetail}</DialogTitle>
      <DialogContent>
        {owner.isPending ? (
          <PageLoading />
        ) : owner.error ? (
          <Typography color="error">{owner.error.message}</Typography>
        ) : (
          <MemberInfo owner={owner.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
