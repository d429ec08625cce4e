import type { ServiceMemberUnion } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { currentUnionOf } from "./current-union";

const union = (unionId: number): ServiceMemberUnion => ({
  unionId,
  unionName: `union ${unionId}`,
  label: "USER",
  serviceManagerId: unionId * 10,
  targetServiceId: 1000 + unionId,
});
const unions = [union(1), union(2)];

describe("currentUnionOf", () => {
  it("takes the zone in the path", () => {
    expect(currentUnionOf(unions, "2", 1)?.unionId).toBe(2);
  });

  it("gives none for a zone in the path the member does not manage", () => {
    expect(currentUnionOf(unions, "3", 1)).toBeNull();
  });

  it("outside a zone takes the remembered zone, else the first", () => {
    expect(currentUnionOf(unions, null, 2)?.unionId).toBe(2);
    expect(currentUnionOf(unions, null, 9)?.unionId).toBe(1);
    expect(currentUnionOf(unions, null, null)?.unionId).toBe(1);
  });

  it("gives none without zones", () => {
    expect(currentUnionOf([], null, 1)).toBeNull();
  });
});
