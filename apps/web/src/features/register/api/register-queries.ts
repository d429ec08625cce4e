import type {
  ActivityMapping,
  Agent,
  CommonCodeGroup,
  LocalAddress,
  Owner,
  OwnerOptionSchema,
  RegisterFileStatus,
  RegisterStatus,
  RepresentativeCheckSchema,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import type { RegisterFilters } from "../register-filters";
import { registerKeys } from "./register-keys";

export type OwnerOption = z.infer<typeof OwnerOptionSchema>;
export type LocalAddressRights = Pick<
  LocalAddress,
  "localAddressSeq" | "dong" | "jibun" | "registrationType" | "landOwnership" | "buildingOwnership"
>;

/** Spec 01 §2: the review notice polls the status every 2 s. */
export const FILE_STATUS_POLL_MS = 2000;
const REVIEWING: readonly RegisterStatus[] = ["REGISTER", "REGISTERING", "REQUESTING"];
export const isReviewing = (status: RegisterStatus | undefined) => status !== undefined && REVIEWING.includes(status);

const base = (unionSeq: number) => `/v1/unions/${unionSeq}`;

/** GET registers/file-status: which landing the register shows. */
export const fileStatusQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: registerKeys.fileStatus(unionSeq),
    queryFn: ({ signal }) => http.get<RegisterFileStatus>(`${base(unionSeq)}/registers/file-status`, { signal }),
    refetchInterval: (query) => (isReviewing(query.state.data?.status) ? FILE_STATUS_POLL_MS : false),
  });

export type OwnerListParams = { page: number; pageSize: number; filters: RegisterFilters };

/** GET registers (filters, paging): the grid rows and the total. */
export const ownersQuery = (unionSeq: number, params: OwnerListParams) =>
  queryOptions({
    queryKey: registerKeys.owners(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<Owner>(
        `${base(unionSeq)}/registers${queryString({ page: params.page, pageSize: params.pageSize, ...params.filters })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const ownerQuery = (unionSeq: number, unionRegisterSeq: number) =>
  queryOptions({
    queryKey: registerKeys.owner(unionSeq, unionRegisterSeq),
    queryFn: ({ signal }) => http.get<Owner>(`${base(unionSeq)}/registers/${unionRegisterSeq}`, { signal }),
  });

export const rightsQuery = (unionSeq: number, unionRegisterSeq: number) =>
  queryOptions({
    queryKey: registerKeys.rights(unionSeq, unionRegisterSeq),
    queryFn: ({ signal }) =>
      http.get<LocalAddressRights[]>(`${base(unionSeq)}/registers/${unionRegisterSeq}/local-address-rights`, {
        signal,
      }),
  });

/** Whether the owner may be the representative of the main number (the owner itself excluded). */
export const representativeCheckQuery = (
  unionSeq: number,
  unionRegisterNoMain: number,
  unionRegisterSeq: number | null,
) =>
  queryOptions({
    queryKey: registerKeys.representativeCheck(unionSeq, unionRegisterNoMain, unionRegisterSeq),
    queryFn: ({ signal }) =>
      http.get<z.infer<typeof RepresentativeCheckSchema>>(
        `${base(unionSeq)}/registers/representative-check${queryString({ unionRegisterNoMain, unionRegisterSeq })}`,
        { signal },
      ),
  });

/** GET activity-mappings: the custom columns, in order. */
export const activityMappingsQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: registerKeys.activityMappings(unionSeq),
    queryFn: ({ signal }) => http.get<ActivityMapping[]>(`${base(unionSeq)}/activity-mappings`, { signal }),
    select: (mappings) => [...mappings].sort((a, b) => a.order - b.order),
  });

/** Owners to pick for an agent, by name. */
export const ownerOptionsQuery = (unionSeq: number, name: string) =>
  queryOptions({
    queryKey: registerKeys.ownerOptions(unionSeq, name),
    queryFn: ({ signal }) =>
      http.get<OwnerOption[]>(`${base(unionSeq)}/registers/owner-options${queryString({ name })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const agentQuery = (unionSeq: number, unionRegisterAgentSeq: number) =>
  queryOptions({
    queryKey: registerKeys.agent(unionSeq, unionRegisterAgentSeq),
    queryFn: ({ signal }) => http.get<Agent>(`${base(unionSeq)}/register-agents/${unionRegisterAgentSeq}`, { signal }),
  });

/** GET /v1/common-codes, cached for the life of the page (spec 01 §7). */
export const commonCodesQuery = () =>
  queryOptions({
    queryKey: registerKeys.commonCodes(),
    queryFn: ({ signal }) => http.get<CommonCodeGroup[]>("/v1/common-codes", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
