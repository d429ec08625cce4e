import type { MeetDetail, UpdateMeetBody, UpdateMeetInput } from "@johap/contracts";
import { dateTimeInputValue, instantOfInput } from "../../../../lib/format-date";

/** 정보 수정 changes nothing once the meeting is being counted or is over (the server says the same). */
export const isMeetEditable = (meet: Pick<MeetDetail, "meetStatus">) =>
  meet.meetStatus === "BEFORE" || meet.meetStatus === "PROCESS";
/** The times move only before the meeting starts. */
export const areTimesEditable = (meet: Pick<MeetDetail, "meetStatus">) => meet.meetStatus === "BEFORE";

const input = (iso: string) => dateTimeInputValue(new Date(iso));

/** The form's values of a meeting: the parts of its method, times as date-time inputs. */
export function editValuesOf(meet: MeetDetail): UpdateMeetBody {
  const e = meet.electronicVote;
  const o = meet.onsiteVote;
  return {
    name: meet.name,
    moverName: meet.moverName,
    electronicVote: e
      ? {
          senderName: e.senderName,
          contactNo: e.contactNo,
          description: e.description,
          voteStartAt: input(e.voteStartAt),
          voteEndAt: input(e.voteEndAt),
        }
      : undefined,
    onsiteVote: o
      ? {
          meetAt: input(o.meetAt),
          submissionStartAt: input(o.submissionStartAt),
          submissionEndAt: input(o.submissionEndAt),
          zipNo: o.zipNo,
          jibunAddress: o.jibunAddress,
          roadAddress: o.roadAddress,
          detailAddress: o.detailAddress,
          contactNo: o.contactNo,
        }
      : undefined,
    voteAdditional: { ...meet.voteAdditional },
  };
}

const instant = (value: string | undefined) => (value ? (instantOfInput(value) ?? value) : undefined);

/** The PATCH body of the form: times as instants, and only while they may change. */
export function editBodyOf(values: UpdateMeetInput, meet: MeetDetail): UpdateMeetBody {
  const withTimes = areTimesEditable(meet);
  const e = values.electronicVote;
  const o = values.onsiteVote;
  return {
    name: values.name,
    moverName: values.moverName,
    electronicVote: e
      ? {
          senderName: e.senderName,
          contactNo: e.contactNo,
          description: e.description,
          ...(withTimes ? { voteStartAt: instant(e.voteStartAt), voteEndAt: instant(e.voteEndAt) } : {}),
        }
      : undefined,
    onsiteVote: o
      ? {
          zipNo: o.zipNo,
          jibunAddress: o.jibunAddress,
          roadAddress: o.roadAddress,
          detailAddress: o.detailAddress,
          contactNo: o.contactNo,
          ...(withTimes
            ? {
                meetAt: instant(o.meetAt),
                submissionStartAt: instant(o.submissionStartAt),
                submissionEndAt: instant(o.submissionEndAt),
              }
            : {}),
        }
      : undefined,
    voteAdditional: values.voteAdditional,
  };
}
