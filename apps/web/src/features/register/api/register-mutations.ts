import type {
  ActivityMapping,
  ActivityMappingsBody,
  Agent,
  AgentBody,
  LocalAddressRightsBody,
  Owner,
  OwnerInput,
  RegisterFileStatus,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { notifySuccess } from "../../../lib/notify";
import { REGISTER_SUCCESS } from "../register-labels";
import { registerKeys } from "./register-keys";

const base = (unionSeq: number) => `/v1/unions/${unionSeq}`;

/** POST registers/files (multipart `file`): the answer is the new file status. */
export function useUploadRegisterMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return http.postMultipart<RegisterFileStatus>(`${base(unionSeq)}/registers/files`, body);
    },
    onSuccess: (status) => queryClient.setQueryData(registerKeys.fileStatus(unionSeq), status),
  });
}

/**
 * PATCH registers/file-status: CANCEL a review request or a converted register (its owners are removed), or
 * CONFIRM a converted register.
 */
export function useFileStatusMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: "CONFIRM" | "CANCEL") =>
      http.patch<RegisterFileStatus>(`${base(unionSeq)}/registers/file-status`, { status }),
    onSuccess: async (_data, status) => {
      notifySuccess(status === "CONFIRM" ? REGISTER_SUCCESS.confirmed : REGISTER_SUCCESS.requestCancelled);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.fileStatus(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) }),
      ]);
    },
  });
}

export function useCreateOwnerMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (owner: OwnerInput) => http.post<Owner>(`${base(unionSeq)}/registers`, owner),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.created);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.fileStatus(unionSeq) }),
      ]);
    },
  });
}

export function useUpdateOwnerMutation(unionSeq: number, unionRegisterSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (owner: OwnerInput) => http.put<Owner>(`${base(unionSeq)}/registers/${unionRegisterSeq}`, owner),
    onSuccess: async (owner) => {
      notifySuccess(REGISTER_SUCCESS.updated);
      queryClient.setQueryData(registerKeys.owner(unionSeq, unionRegisterSeq), owner);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.rights(unionSeq, unionRegisterSeq) }),
      ]);
    },
  });
}

export function useDeleteOwnersMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unionRegisterSeqs: number[]) =>
      http.delete<{ deletedCount: number }>(`${base(unionSeq)}/registers`, { unionRegisterSeqs }),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.deleted);
      await queryClient.invalidateQueries({ queryKey: registerKeys.union(unionSeq) });
    },
  });
}

export function useSaveRightsMutation(unionSeq: number, unionRegisterSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rights: LocalAddressRightsBody) =>
      http.put(`${base(unionSeq)}/registers/${unionRegisterSeq}/local-address-rights`, rights),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.saved);
      await queryClient.invalidateQueries({ queryKey: registerKeys.owner(unionSeq, unionRegisterSeq) });
    },
  });
}

/** PUT activity-mappings: replaces every custom column. */
export function useSaveActivityMappingsMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mappings: ActivityMappingsBody) =>
      http.put<ActivityMapping[]>(`${base(unionSeq)}/activity-mappings`, mappings),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.activityMappings(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) }),
      ]);
    },
  });
}

export type ActivityPatch = { unionRegisterSeq: number; activity: Record<string, string> };

/** PATCH registers/activities: one custom cell of one owner. */
export function usePatchActivityMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ActivityPatch) => http.patch(`${base(unionSeq)}/registers/activities`, patch),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.cellUpdated);
      await queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) });
    },
  });
}

function useAgentInvalidation(unionSeq: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) }),
      queryClient.invalidateQueries({ queryKey: [...registerKeys.union(unionSeq), "owner-options"] }),
      queryClient.invalidateQueries({ queryKey: [...registerKeys.union(unionSeq), "agent"] }),
    ]);
}

export function useCreateAgentMutation(unionSeq: number) {
  const invalidate = useAgentInvalidation(unionSeq);
  return useMutation({
    mutationFn: (agent: AgentBody) => http.post<Agent>(`${base(unionSeq)}/register-agents`, agent),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.created);
      await invalidate();
    },
  });
}

export function useUpdateAgentMutation(unionSeq: number, unionRegisterAgentSeq: number) {
  const invalidate = useAgentInvalidation(unionSeq);
  return useMutation({
    mutationFn: (agent: AgentBody) =>
      http.patch<Agent>(`${base(unionSeq)}/register-agents/${unionRegisterAgentSeq}`, agent),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.updated);
      await invalidate();
    },
  });
}

export function useDeleteAgentMutation(unionSeq: number, unionRegisterAgentSeq: number) {
  const invalidate = useAgentInvalidation(unionSeq);
  return useMutation({
    mutationFn: () => http.delete(`${base(unionSeq)}/register-agents/${unionRegisterAgentSeq}`),
    onSuccess: async () => {
      notifySuccess(REGISTER_SUCCESS.deleted);
      await invalidate();
    },
  });
}
