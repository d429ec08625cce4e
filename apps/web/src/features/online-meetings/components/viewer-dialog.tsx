import { VIEWER_ATTENDANCE_LABELS } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQuery } from "@tanstack/react-query";
import { InfoField, InfoSection } from "../../../ui/info-section";
import { PageLoading } from "../../../ui/page-loading";
import { viewerQuery } from "../api/online-queries";
import { dateTimeText } from "../online-meetings-labels";

/** 참석자 상세 (spec 03 §3 Viewer detail): name, phone and the voter's property addresses. */
export function ViewerDialog(props: { unionSeq: number; id: number; viewerSeq: number; onClose: () => void }) {
  const query = useQuery(viewerQuery(props.unionSeq, props.id, props.viewerSeq));
  const viewer = query.data;
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth>
      <DialogTitle>참석자 정보</DialogTitle>
      <DialogContent>
        {!viewer ? (
          <PageLoading />
        ) : (
          <>
            <InfoSection title="참석자">
              <InfoField label="이름" value={viewer.isAgent ? `${viewer.name} (대리인)` : viewer.name} />
              <InfoField label="연락처" value={viewer.phone || "-"} />
              <InfoField label="상태" value={VIEWER_ATTENDANCE_LABELS[viewer.attendanceStatus]} />
              <InfoField label="입장 일시" value={dateTimeText(viewer.joinedAt)} />
            </InfoSection>
            <InfoSection title="물건지">
              {viewer.localAddresses.length === 0 && <InfoField label="물건지" value="-" />}
              {viewer.localAddresses.map((a, i) => (
                <InfoField
                  key={[a.dong, a.jibun, a.building, a.apartmentDong, a.apartmentHosu].join("|")}
                  label={`물건지 ${i + 1}`}
                  value={[
                    a.dong,
                    a.jibun,
                    a.building,
                    a.apartmentDong && `${a.apartmentDong}동`,
                    a.apartmentHosu && `${a.apartmentHosu}호`,
                  ]
                    .filter(Boolean)
                    .join(" ")}
                />
              ))}
            </InfoSection>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>닫기</Button>
      </DialogActions>
    </Dialog>
  );
}
