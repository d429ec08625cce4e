import {
  MEET_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_TYPE_LABELS,
  type CertificateType,
  MEET_METHOD_LABELS,
  MEET_STATUS_LABELS,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatNumber } from "../../../../lib/format";
import { formatDate, formatDateTime } from "../../../../lib/format-date";
import { isNotifiedError } from "../../../../lib/http-error";
import { notifyError } from "../../../../lib/notify";
import { downloadFile } from "../../../../lib/save-blob";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { PageLoading } from "../../../../ui/page-loading";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { isMeetPasswordVerified } from "../../detail/meet-password-session";
import { CERTIFICATE_MENU, certificationsPath, meetDetailPath, parseSeq } from "../../meetings-paths";
import { certificateSummaryQuery } from "../api/certificates-queries";
import { CERTIFICATE_TEXTS as T } from "../certificates-labels";
import { StorageExtensionDialog } from "../components/certificate-dialogs";
import { CertificatePasswordForm } from "../components/certificate-password-form";
import { CertificateTypeTab } from "../components/certificate-type-tab";

/** `meet-management/certifications/{meetSeq}`: behind the meeting password, the meeting's certificates. */
export function CertificationPage() {
  const unionSeq = useUnionSeq();
  const meetSeq = parseSeq(useParams().meetSeq) ?? 0;
  const [isVerified, setIsVerified] = useState(() => isMeetPasswordVerified(unionSeq, meetSeq));
  if (!isVerified) {
    return (
      <Paper variant="outlined" sx={{ maxWidth: 420, mx: "auto", mt: 6, p: 4, display: "grid", gap: 2 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          총회 비밀번호 확인
        </Typography>
        <Typography variant="body2" color="text.secondary">
          총회 개설 시 설정한 비밀번호를 입력해주세요.
        </Typography>
        <CertificatePasswordForm unionSeq={unionSeq} meetSeq={meetSeq} onVerified={() => setIsVerified(true)} />
      </Paper>
    );
  }
  return <CertificationDetail unionSeq={unionSeq} meetSeq={meetSeq} />;
}

/**
 * The detail (spec 03 §2.8): header with status, 투표 보기 and the result PDF (투표결과 파일 생성 중... while it is
 * made), the documents' storage and its extension, then a tab per certificate type the method offers.
 */
function CertificationDetail({ unionSeq, meetSeq }: { unionSeq: number; meetSeq: number }) {
  const summary = useQuery(certificateSummaryQuery(unionSeq, meetSeq));
  const canWrite = useCanWrite(CERTIFICATE_MENU, unionSeq);
  const [tab, setTab] = useState<CertificateType | null>(null);
  const [isExtending, setIsExtending] = useState(false);
  if (summary.isPending) return <PageLoading />;
  if (summary.isError) throw summary.error;
  const data = summary.data;
  const meet = data.meet;
  const current = tab ?? data.certificateTypes[0] ?? "DIST_CERT";
  const resultPath = meet.voteResultCertificateFilePath;
  const isResultReady = resultPath !== null && !resultPath.endsWith("null");

  const handleResultPdf = () => {
    if (!isResultReady) return;
    downloadFile(resultPath, `${meet.name}_투표결과.pdf`).catch((error: unknown) => {
      if (!isNotifiedError(error)) notifyError(T.downloadFailed);
    });
  };

  return (
    <>
      <title>{`${meet.name} ${T.listTitle} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {meet.name}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={MEET_STATUS_LABELS[meet.meetStatus]} />
        {meet.isMock && <Chip size="small" label="모의" />}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" component={RouterLink} to={certificationsPath(unionSeq)}>
          목록
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2.5, mb: 2, borderRadius: 2, display: "flex", flexWrap: "wrap", gap: 3, alignItems: "center" }}
      >
        <Fact label="투표 방식" value={MEET_METHOD_LABELS[meet.meetMethod]} />
        <Fact label="총회 일시" value={formatDateTime(meet.meetAt)} />
        <Fact label="선거인 수" value={`${formatNumber(meet.participantCount)}명`} />
        <Fact label="종료 일시" value={formatDateTime(meet.completedAt)} />
        <Fact
          label="문서 보관 종료일"
          value={`${meet.documentStorageEndAt ? formatDate(meet.documentStorageEndAt) : "-"}${meet.documentStorageExtensionStatus === "EXTENDED" ? " (연장됨)" : ""}`}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" component={RouterLink} to={meetDetailPath(unionSeq, meetSeq)}>
          {T.viewVote}
        </Button>
        <Button variant="contained" disabled={!isResultReady} onClick={handleResultPdf}>
          {isResultReady ? T.resultPdf : C.resultFileMaking}
        </Button>
        <WriteButton canWrite={canWrite} variant="outlined" onClick={() => setIsExtending(true)}>
          {T.extension}
        </WriteButton>
      </Paper>
      <Tabs
        value={current}
        onChange={(_event, value: CertificateType) => setTab(value)}
        aria-label="증명서 종류"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {data.certificateTypes.map((type) => (
          <Tab key={type} value={type} label={CERTIFICATE_TYPE_LABELS[type]} />
        ))}
      </Tabs>
      <CertificateTypeTab
        key={current}
        unionSeq={unionSeq}
        meetSeq={meetSeq}
        certificateType={current}
        summary={data}
        canWrite={canWrite}
      />
      {isExtending && (
        <StorageExtensionDialog
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          cost={data.extensionCost}
          storageEndAt={meet.documentStorageEndAt}
          onClose={() => setIsExtending(false)}
        />
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}
