import type { Member, UnionApplication } from "@johap/contracts";

export const toMember = (row: {
  memberSeq: number;
  name: string;
  birth: string;
  phoneNo: string;
  nickname: string;
}): Member => ({
  memberSeq: row.memberSeq,
  name: row.name,
  birth: row.birth,
  phoneNo: row.phoneNo,
  nickname: row.nickname,
});

export const toUnionApplication = (row: {
  unionApplicationId: number;
  unionId: number;
  unionName: string;
  appliedAt: Date;
}): UnionApplication => ({
  unionApplicationId: row.unionApplicationId,
  unionId: row.unionId,
  unionName: row.unionName,
  status: "PENDING",
  appliedAt: row.appliedAt.toISOString(),
});
