import type { Db } from "../client";

/** A member who manages no union yet: tries zone applications and invitations (README, sign-in hint). */
export const DEMO_GUEST_LOGIN = { loginId: "guest", password: "guest1234!" } as const;
export const DEMO_GUEST = { name: "박손님", birth: "19920108", phoneNo: "01055557777", nickname: "손님" } as const;

type AddMember = (
  tx: Db,
  input: { loginId: string; password: string; name: string; birth: string; phoneNo: string; nickname: string },
) => Promise<number>;

/** Adds the guest member (no union, no application) inside the demo seed's transaction. */
export async function seedDemoGuest(tx: Db, addMember: AddMember): Promise<number> {
  return addMember(tx, { ...DEMO_GUEST_LOGIN, ...DEMO_GUEST });
}
