import {
  MEET_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_TYPE_LABELS,
  type CertificateCost,
  type ElectronicCertificateType,
  STORAGE_EXTENSION_YEARS,
} from "@johap/contracts";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { notifySuccess } from "../../../../lib/notify";
import { useIdempotencyKey } from "../../../../lib/use-idempotency-key";
import { AmountText } from "../../../../ui/amount-text";
import { PaidRequestDialog } from "../../../../ui/paid-request-dialog";
import { StorageExtensionDialog as SharedStorageExtensionDialog } from "../../../../ui/storage-extension-dialog";
import {
  useApplyOnlineCertificates,
  useCertificateCost,
  useExtendStorage,
  useRequestCertificates,
} from "../api/certificates-mutations";

const CERTIFICATE_NOTICES = [
  "증명서 발급은 신청 후 취소 또는 환불이 불가능합니다.",
  "발급 비용은 예치금(포인트 우선)에서 차감됩니다.",
  "발급에는 선거인 수에 따라 수 분이 걸릴 수 있으며, 완료되면 다운로드할 수 있습니다.",
];

/** 발급 신청: the cost from the server, the agreement box, then one charged request per Idempotency-Key. */
export function CertificateRequestDialog(props: {
  unionSeq: number;
  meetSeq: number;
  certificateType: ElectronicCertificateType;
  meetParticipantSeqs: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const costMutation = useCertificateCost(props.unionSeq, props.meetSeq);
  const request = useRequestCertificates(props.unionSeq, props.meetSeq);
  const [cost, setCost] = useState<CertificateCost | null>(null);
  const { key, renewAfter } = useIdempotencyKey();
  const body = { certificateType: props.certificateType, meetParticipantSeqs: props.meetParticipantSeqs };
  const { mutate: quote } = costMutation;
  const { onClose } = props;

  // The cost is asked once when the dialog opens; a refusal closes it (the snackbar says why).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    quote(body, { onSuccess: setCost, onError: onClose });
  }, []);

  const handleSubmit = () =>
    request.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(C.certificateRequested);
          props.onDone();
        },
        onError: renewAfter,
      },
    );

  return (
    <PaidRequestDialog
      title={`${CERTIFICATE_TYPE_LABELS[props.certificateType]} 발급 신청`}
      facts={[
        {
          label: "발급 건수",
          value: (
            <Typography sx={{ fontWeight: 600 }}>{cost ? `${formatNumber(cost.count)}건` : "계산 중..."}</Typography>
          ),
        },
        { label: "건당 요금", value: cost ? <AmountText amount={cost.unitCost} /> : <span /> },
        {
          label: "총 비용",
          value: cost ? (
            <AmountText amount={cost.totalCost} sx={{ fontWeight: 700, color: "primary.main" }} />
          ) : (
            <span />
          ),
        },
      ]}
      notices={CERTIFICATE_NOTICES}
      agreementRequired={C.agreementRequired}
      isPending={request.isPending}
      isReady={cost !== null}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    />
  );
}

/** 온라인투표 내역 증명서 발급 신청: the count times the price of one, the agreement box, one charged PATCH APPLY. */
export function OnlineCertificateRequestDialog(props: {
  unionSeq: number;
  meetSeq: number;
  certificateIds: number[];
  unitCost: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const apply = useApplyOnlineCertificates(props.unionSeq, props.meetSeq);
  const { key, renewAfter } = useIdempotencyKey();
  const count = props.certificateIds.length;

  const handleSubmit = () =>
    apply.mutate(
      { certificateIds: props.certificateIds, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(C.certificateRequested);
          props.onDone();
        },
        onError: renewAfter,
      },
    );

  return (
    <PaidRequestDialog
      title={`${CERTIFICATE_TYPE_LABELS.ONLINE} 발급 신청`}
      facts={[
        { label: "발급 건수", value: <Typography sx={{ fontWeight: 600 }}>{`${formatNumber(count)}건`}</Typography> },
        { label: "건당 요금", value: <AmountText amount={props.unitCost} /> },
        {
          label: "총 비용",
          value: <AmountText amount={count * props.unitCost} sx={{ fontWeight: 700, color: "primary.main" }} />,
        },
      ]}
      notices={CERTIFICATE_NOTICES}
      agreementRequired={C.agreementRequired}
      isPending={apply.isPending}
      isReady
      onSubmit={handleSubmit}
      onClose={props.onClose}
    />
  );
}

/**
 * 문서 보관 기간 연장 (spec 03 §5, §9): contact (required, 10 to 11 digits), the agreement box, the fee; 5 more
 * years, not cancellable or refundable. The dialog itself is shared with the consent certificates (ui/).
 */
export function StorageExtensionDialog(props: {
  unionSeq: number;
  meetSeq: number;
  cost: number;
  storageEndAt: string | null;
  onClose: () => void;
}) {
  const extend = useExtendStorage(props.unionSeq, props.meetSeq);
  const { key, renewAfter } = useIdempotencyKey();

  const handleSubmit = (phoneNo: string) =>
    extend.mutate(
      { body: { phoneNo }, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(C.extensionRequested);
          props.onClose();
        },
        onError: renewAfter,
      },
    );

  return (
    <SharedStorageExtensionDialog
      title="문서 보관 기간 연장"
      description={`총회 문서의 보관 기간을 ${STORAGE_EXTENSION_YEARS}년 연장합니다. 연장 처리에는 최소 3일이 소요될 수 있으며, 신청 후 취소 또는 환불이 불가능합니다.`}
      cost={props.cost}
      isPending={extend.isPending}
      formatPhone={(typed) => typed.replace(/\D/g, "")}
      phoneMaxLength={11}
      problemOf={({ phoneNo, isChecked }) => {
        if (!phoneNo) return C.phoneRequired;
        if (phoneNo.length < 10) return C.phoneInvalid;
        return isChecked ? null : C.agreementRequired;
      }}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    />
  );
}
