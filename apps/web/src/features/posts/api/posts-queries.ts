import {
  POST_FINAL_STATUSES,
  POST_LIMITS,
  type Post,
  type PostDetail,
  type PostForm,
  type PostRecipient,
  type PostRecipientCandidate,
  type RegisterGroup,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { postsKeys } from "./posts-keys";

export const postsBase = (unionSeq: number) => `/v1/unions/${unionSeq}`;

export type CandidateSearch = { name?: string; unionRegisterNo?: string; address?: string };
type Paging = { page: number; pageSize: number };

/** GET posts/recipients: register owners with the address their letter goes to. */
export const candidatesQuery = (unionSeq: number, search: CandidateSearch, paging: Paging) => {
  const qs = queryString({ ...search, ...paging });
  return queryOptions({
    queryKey: postsKeys.candidates(unionSeq, qs),
    queryFn: ({ signal }) => getPaged<PostRecipientCandidate>(`${postsBase(unionSeq)}/posts/recipients${qs}`, signal),
    placeholderData: keepPreviousData,
  });
};

/** GET register-groups (address groups, M0411): the groups to add recipients from. */
export const groupsQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: postsKeys.groups(unionSeq),
    queryFn: ({ signal }) => getPaged<RegisterGroup>(`${postsBase(unionSeq)}/register-groups?pageSize=100`, signal),
    retry: false,
    meta: { isErrorHandled: true },
  });

/** GET post-forms: kept fresh 5 minutes, retained 10 (spec 04 §7). */
export const formsQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: postsKeys.forms(unionSeq),
    queryFn: ({ signal }) => http.get<PostForm[]>(`${postsBase(unionSeq)}/post-forms`, { signal }),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });

export const recordsQuery = (unionSeq: number, page: number) =>
  queryOptions({
    queryKey: postsKeys.recordList(unionSeq, page),
    queryFn: ({ signal }) =>
      getPaged<Post>(`${postsBase(unionSeq)}/posts${queryString({ page, pageSize: POST_LIMITS.pageSize })}`, signal),
    placeholderData: keepPreviousData,
  });

/** Polls while the letters are made or travel, so the statuses move without a reload. */
const isMoving = (post: Post | undefined) => post !== undefined && post.postStatus !== "COMPLETED";

export const recordQuery = (unionSeq: number, postSeq: number) =>
  queryOptions({
    queryKey: postsKeys.record(unionSeq, postSeq),
    queryFn: ({ signal }) => http.get<PostDetail>(`${postsBase(unionSeq)}/posts/${postSeq}`, { signal }),
    refetchInterval: (query) => (isMoving(query.state.data) ? 3000 : false),
  });

/** A page with a letter still on its way (or none read yet) keeps polling; final pages stop. */
const hasMovingLetter = (page: { data: PostRecipient[] } | undefined) =>
  page === undefined || page.data.some((row) => !POST_FINAL_STATUSES.includes(row.deliveryStatus));

export const recordRecipientsQuery = (unionSeq: number, postSeq: number, paging: Paging) =>
  queryOptions({
    queryKey: postsKeys.recipients(unionSeq, postSeq, paging.page, paging.pageSize),
    queryFn: ({ signal }) =>
      getPaged<PostRecipient>(`${postsBase(unionSeq)}/posts/${postSeq}/recipients${queryString(paging)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasMovingLetter(query.state.data) ? 3000 : false),
  });

/** GET register-groups/{id}/registers: every owner of a group (rows of the register). */
export type GroupOwner = {
  unionRegisterSeq: number;
  unionRegisterNo: string;
  name: { name: string };
  mainPhone?: { phoneNo: string } | null;
  postAddress?: { address: string; detailAddress: string; zipNo: string } | null;
};
export const groupOwners = (unionSeq: number, groupSeq: number) =>
  getPaged<GroupOwner>(
    `${postsBase(unionSeq)}/register-groups/${groupSeq}/registers${queryString({ page: 0, pageSize: POST_LIMITS.maxRecipients })}`,
  );
