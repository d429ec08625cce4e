import type { ChangeMeetPasswordBody, MeetDetail, UpdateMeetBody, VerifyMeetPasswordBody } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { meetsKeys } from "./meet-keys";
import { meetPath, unionHeader } from "./meet-queries";

/** POST /v1/meets/{meetSeq}/password/verify: a wrong password answers 400 입력한 비밀번호가 일치하지 않습니다. */
export function useVerifyMeetPassword(unionSeq: number, meetSeq: number) {
  return useMutation({
    mutationFn: (body: VerifyMeetPasswordBody) =>
      http.post<{ verified: true }>(`${meetPath(meetSeq)}/password/verify`, body, { headers: unionHeader(unionSeq) }),
    // The gate shows the message under its field.
    meta: { isErrorHandled: true },
  });
}

/** PATCH /v1/meets/{meetSeq} (정보 수정): the detail and the list show the change. */
export function useUpdateMeet(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeetBody) =>
      http.patch<MeetDetail>(meetPath(meetSeq), body, { headers: unionHeader(unionSeq) }),
    onSuccess: (meet) => {
      queryClient.setQueryData(meetsKeys.detail(unionSeq, meetSeq), meet);
      return queryClient.invalidateQueries({ queryKey: meetsKeys.lists(unionSeq) });
    },
  });
}

/** PATCH /v1/meets/{meetSeq}/password {previousPassword, password}. */
export function useChangeMeetPassword(unionSeq: number, meetSeq: number) {
  return useMutation({
    mutationFn: (body: ChangeMeetPasswordBody) =>
      http.patch<{ changed: true }>(`${meetPath(meetSeq)}/password`, body, { headers: unionHeader(unionSeq) }),
  });
}
