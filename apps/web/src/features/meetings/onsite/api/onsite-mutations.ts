import type {
  AttendExpectedBody,
  OnsiteActionResult,
  OnsiteAttendanceBody,
  WrittenSubmissionBody,
  WrittenWithdrawalBody,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { meetsKeys } from "../../detail/api/meet-keys";
import { meetPath, unionHeader } from "../../detail/api/meet-queries";

type Paths =
  | "written-submissions"
  | "written-withdrawals"
  | "attend-expected-types"
  | "attendances"
  | "attendance-cancellations";

/**
 * A change of voters' written submission, attend-expected type or attendance: afterwards every read of the meeting
 * (its counts, the voter lists of both parts, HOME) is refreshed through `meetsKeys.meet`.
 */
function useOnsiteMutation<Body>(unionSeq: number, meetSeq: number, path: Paths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => {
      const url = `${meetPath(meetSeq)}/onsite-vote/${path}`;
      const options = { headers: unionHeader(unionSeq) };
      return path === "attend-expected-types"
        ? http.patch<OnsiteActionResult>(url, body, options)
        : http.post<OnsiteActionResult>(url, body, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetsKeys.meet(unionSeq, meetSeq) }),
  });
}

export const useRegisterWritten = (u: number, m: number) =>
  useOnsiteMutation<WrittenSubmissionBody>(u, m, "written-submissions");
export const useWithdrawWritten = (u: number, m: number) =>
  useOnsiteMutation<WrittenWithdrawalBody>(u, m, "written-withdrawals");
export const useSetAttendExpected = (u: number, m: number) =>
  useOnsiteMutation<AttendExpectedBody>(u, m, "attend-expected-types");
export const useCheckIn = (u: number, m: number) => useOnsiteMutation<OnsiteAttendanceBody>(u, m, "attendances");
export const useCancelCheckIn = (u: number, m: number) =>
  useOnsiteMutation<OnsiteAttendanceBody>(u, m, "attendance-cancellations");
