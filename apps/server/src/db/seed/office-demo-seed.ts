import { officeManagers, offices } from "../../modules/office/office.table";
import type { Db } from "../client";

/** The first demo union's office and two office managers; the second union has none (spec 01 §2 empty text). */
export async function seedDemoOffice(tx: Db, unionSeq: number) {
  await tx.insert(offices).values({
    unionSeq,
    name: "한빛1구역 조합 사무실",
    zipNo: "04524",
    address: "서울특별시 중구 세종대로 110",
    detailAddress: "한빛빌딩 3층",
    phoneNo: "0212345678",
    email: "office@hanbit1.johap.example",
    faxNo: "0212345679",
    managerName: "박사무",
    managerPhoneNo: "01023456789",
  });
  await tx.insert(officeManagers).values([
    { unionSeq, name: "박사무", phoneNo: "01023456789", email: "park@hanbit1.johap.example" },
    { unionSeq, name: "최총무", phoneNo: "01034567890", email: "" },
  ]);
}
