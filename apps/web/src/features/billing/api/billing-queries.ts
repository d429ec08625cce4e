import type { ServiceInfo } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { billingKeys } from "./billing-keys";

/** GET /v1/unions/{unionSeq}/service-info: service division and balances (deposit, point). */
export const serviceInfoQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: billingKeys.serviceInfo(unionSeq),
    queryFn: ({ signal }) => http.get<ServiceInfo>(`/v1/unions/${unionSeq}/service-info`, { signal }),
  });
