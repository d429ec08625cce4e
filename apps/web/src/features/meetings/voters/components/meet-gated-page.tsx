import type { MeetDetail } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageLoading } from "../../../../ui/page-loading";
import { meetQuery } from "../../detail/api/meet-queries";
import { MeetPasswordGate } from "../../detail/components/meet-password-gate";
import { isMeetPasswordVerified, rememberMeetPasswordVerified } from "../../detail/meet-password-session";

/**
 * A page about one meeting's voters (voter edit, change history): the title, a back link, and the meeting's
 * password gate when this tab has not passed it yet (spec 03 §6), then the content.
 */
export function MeetGatedPage(props: {
  unionSeq: number;
  meetSeq: number;
  title: string;
  backTo: string;
  children: (meet: MeetDetail) => ReactNode;
}) {
  const [isVerified, setIsVerified] = useState(() => isMeetPasswordVerified(props.unionSeq, props.meetSeq));
  const meet = useQuery(meetQuery(props.unionSeq, props.meetSeq));
  if (meet.error) throw meet.error;
  return (
    <>
      <title>{`${props.title} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        {meet.data && (
          <Typography variant="body2" color="text.secondary">
            {meet.data.name}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" component={RouterLink} to={props.backTo}>
          목록
        </Button>
      </Box>
      {!meet.data ? (
        <PageLoading />
      ) : !isVerified ? (
        <MeetPasswordGate
          unionSeq={props.unionSeq}
          meetSeq={props.meetSeq}
          meetName={meet.data.name}
          onVerified={() => {
            rememberMeetPasswordVerified(props.unionSeq, props.meetSeq);
            setIsVerified(true);
          }}
        />
      ) : (
        props.children(meet.data)
      )}
    </>
  );
}
