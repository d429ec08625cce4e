import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { VoterList } from "./voter-list";

/** 전자투표 관리 (spec 03 §2.2-2.3): the voter list with the electronic count cards. */
export function EvoteTab({ unionSeq, meet }: MeetDetailTabProps) {
  return <VoterList unionSeq={unionSeq} meet={meet} kind="electronic" />;
}
