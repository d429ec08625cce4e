import type { OwnerBody } from "@johap/contracts";
import type { Session, TestApp } from "../../../test/test-app";

/** A valid owner body for register tests. */
export const validOwner = (overrides: Partial<OwnerBody> = {}): OwnerBody => ({
  name: { name: "홍길동", nameClass: "" },
  birth: "19700101",
  mainPhone: { phoneNo: "01012345678", isContactAllowed: true },
  localAddresses: [
    {
      city: "서울특별시",
      gu: "성북구",
      dong: "장위동",
      jibun: "123-4",
      registrationType: "LAND_BUILDING",
      registrationAddresses: [
        { registrationAddress: "서울특별시 성북구 장위동 123-4", registrationNo: "1146-2001-000123" },
      ],
    },
  ],
  ...overrides,
});

export async function createOwnerVia(
  t: TestApp,
  session: Session,
  unionSeq: number,
  overrides: Partial<OwnerBody> = {},
) {
  const response = await t.app.inject({
    method: "POST",
    url: `/v1/unions/${unionSeq}/registers`,
    headers: session.auth,
    payload: validOwner(overrides),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as { unionRegisterSeq: number; localAddresses: { localAddressSeq: number }[] };
}
