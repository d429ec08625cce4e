import {
  AddGroupServiceManagersBodySchema,
  CreateManagerGroupBodySchema,
  DelegateBodySchema,
  DelegationSchema,
  envelope,
  GroupMenuSchema,
  GroupServiceManagerParamsSchema,
  IdParamsSchema,
  ManagerGroupParamsSchema,
  ManagerGroupSchema,
  ManagerGroupsQuerySchema,
  PutGroupMenusBodySchema,
  ServiceManagerSchema,
  ServiceManagersQuerySchema,
  TargetServiceParamsSchema,
  UpdateManagerGroupBodySchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { delegateSupervisor } from "./delegation.service";
import {
  addGroupServiceManagers,
  createManagerGroup,
  deleteManagerGroup,
  getGroupMenus,
  listGroupServiceManagers,
  listManagerGroups,
  listServiceManagers,
  putGroupMenus,
  removeGroupServiceManager,
  updateManagerGroup,
} from "./permissions.service";

const GROUPS = "/v2/target-services/:id/manager-groups";
const GroupIdSchema = z.object({ managerGroupId: z.number().int() });

/** Permission groups (menu M1101, the supervisor's): groups, their menus and persons, and delegation. */
export const permissionsRoutes: FastifyPluginAsyncZod<{ db: Db; systemAdminPhone: string }> = async (
  app,
  { db, systemAdminPhone },
) => {
  const tags = ["permissions"];
  const config = { access: unionMenu("M1101", "targetService") };
  const unionOf = (request: { unionContext: { unionSeq: number } | null }) => ({
    db,
    unionSeq: request.unionContext!.unionSeq,
  });

  app.get(
    GROUPS,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 목록",
        params: TargetServiceParamsSchema,
        querystring: ManagerGroupsQuerySchema,
        response: { 200: envelope(z.array(ManagerGroupSchema)) },
      },
    },
    async (request) => ok(await listManagerGroups({ ...unionOf(request), serviceType: request.query.serviceType })),
  );

  app.post(
    GROUPS,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 추가 (조합당 최대 10개)",
        params: TargetServiceParamsSchema,
        body: CreateManagerGroupBodySchema,
        response: { 200: envelope(ManagerGroupSchema) },
      },
    },
    async (request) => ok(await createManagerGroup({ ...unionOf(request), body: request.body })),
  );

  app.patch(
    `${GROUPS}/:groupId`,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 이름과 메모 수정 (자동 생성 그룹 제외)",
        params: ManagerGroupParamsSchema,
        body: UpdateManagerGroupBodySchema,
        response: { 200: envelope(ManagerGroupSchema) },
      },
    },
    async (request) =>
      ok(await updateManagerGroup({ ...unionOf(request), groupId: request.params.groupId, body: request.body })),
  );

  app.delete(
    `${GROUPS}/:groupId`,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 삭제 (권한자는 그룹 없이 남음; 자동 생성 그룹 제외)",
        params: ManagerGroupParamsSchema,
        response: { 200: envelope(GroupIdSchema) },
      },
    },
    async (request) => ok(await deleteManagerGroup({ ...unionOf(request), groupId: request.params.groupId })),
  );

  app.get(
    `${GROUPS}/:groupId/menus`,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 메뉴 권한 목록",
        params: ManagerGroupParamsSchema,
        response: { 200: envelope(z.array(GroupMenuSchema)) },
      },
    },
    async (request) => ok(await getGroupMenus({ ...unionOf(request), groupId: request.params.groupId })),
  );

  app.put(
    `${GROUPS}/:groupId/menus`,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 메뉴 권한 저장 (체크된 하위 메뉴로 교체)",
        params: ManagerGroupParamsSchema,
        body: PutGroupMenusBodySchema,
        response: { 200: envelope(z.array(GroupMenuSchema)) },
      },
    },
    async (request) =>
      ok(await putGroupMenus({ ...unionOf(request), groupId: request.params.groupId, body: request.body })),
  );

  app.get(
    `${GROUPS}/:groupId/service-managers`,
    {
      config,
      schema: {
        tags,
        summary: "권한그룹 권한자 목록",
        params: ManagerGroupParamsSchema,
        response: { 200: envelope(z.array(ServiceManagerSchema)) },
      },
    },
    async (request) => ok(await listGroupServiceManagers({ ...unionOf(request), groupId: request.params.groupId })),
  );

  app.post(
    `${GROUPS}/:groupId/service-managers`,
    {
      config,
      schema: {
        tags,
        summary: "권한자 추가 (다른 그룹에 있던 권한자는 이 그룹으로 이동)",
        params: ManagerGroupParamsSchema,
        body: AddGroupServiceManagersBodySchema,
        response: { 200: envelope(z.array(ServiceManagerSchema)) },
      },
    },
    async (request) =>
      ok(await addGroupServiceManagers({ ...unionOf(request), groupId: request.params.groupId, body: request.body })),
  );

  app.delete(
    `${GROUPS}/:groupId/service-managers/:serviceManagerId`,
    {
      config,
      schema: {
        tags,
        summary: "권한자 삭제 (권한그룹 없이 남음)",
        params: GroupServiceManagerParamsSchema,
        response: { 200: envelope(z.object({ serviceManagerId: z.number().int() })) },
      },
    },
    async (request) => ok(await removeGroupServiceManager({ ...unionOf(request), ...request.params })),
  );

  app.get(
    "/v2/target-services/:id/service-managers",
    {
      config,
      schema: {
        tags,
        summary: "조합 사용자 검색 (권한자 추가용; 이름, 연락처)",
        params: TargetServiceParamsSchema,
        querystring: ServiceManagersQuerySchema,
        response: { 200: envelope(z.array(ServiceManagerSchema)) },
      },
    },
    async (request) =>
      ok(
        await listServiceManagers({
          ...unionOf(request),
          filters: { name: request.query.name, phoneNo: request.query.phoneNo },
        }),
      ),
  );

  app.post(
    "/v2/service-managers/:id/delegate",
    {
      config: { access: unionMenu("M1101", "serviceManager") },
      schema: {
        tags,
        summary: "관리자 권한 위임 (본인 제외, 권한그룹에 속한 조합 사용자에게)",
        params: IdParamsSchema,
        body: DelegateBodySchema,
        response: { 200: envelope(DelegationSchema) },
      },
    },
    async (request) =>
      ok(
        await delegateSupervisor({
          db,
          union: request.unionContext!,
          serviceManagerId: request.params.id,
          delegateeServiceManagerId: request.body.delegateeServiceManagerId,
          systemAdminPhone,
        }),
      ),
  );
};
