import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PERMISSION_MESSAGES } from "../permissions/permissions.constants";
import { CreateManagerGroupBodySchema } from "../permissions/permissions.requests";
import { REGISTER_MESSAGES } from "../register/register.constants";
import { OwnerBodySchema } from "../register/register.requests";
import { SMS_MESSAGES } from "../sms/sms.constants";
import { CreateSmsCallerBodySchema } from "../sms/sms.requests";
import { UnionManagersQuerySchema } from "../union-users/union-users.schemas";
import { ERROR_MESSAGES } from "./errors";
import { optionalText, requiredText, trimInvisible } from "./text";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const INVISIBLE_ONLY = ["\u200B\u200B", " \u200C\u200D ", "\u2060", "\uFEFF\t", "\u3000\u00A0"];

describe("required and optional text", () => {
  it.each(INVISIBLE_ONLY)("treats %j, only invisible characters, as empty", (value) => {
    expect(firstMessage(requiredText("이름을 입력해 주세요.").safeParse(value))).toBe("이름을 입력해 주세요.");
    expect(optionalText(10).parse(value)).toBe("");
  });

  it("trims invisible characters around the text and keeps those inside it", () => {
    expect(trimInvisible("\u200B 홍\u200D길동 \uFEFF")).toBe("홍\u200D길동");
    expect(requiredText("이름을 입력해 주세요.").parse("\u2060김철수\u200B")).toBe("김철수");
  });

  it("counts the length after trimming", () => {
    expect(requiredText("x").max(3, "세 글자까지").parse("\u200B가나다\u200B")).toBe("가나다");
  });

  it("trims a long run of blanks in linear time", () => {
    const started = performance.now();
    expect(trimInvisible(`a${" ".repeat(1_000_000)}b`)).toHaveLength(1_000_002);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each(["a\u0000b", "\uD800", "가\uDFFF", "\uDC00\uD800"])("refuses %j with 허용되지 않는 문자", (value) => {
    expect(firstMessage(requiredText("필수").safeParse(value))).toBe(ERROR_MESSAGES.INVALID_CHARACTERS);
    expect(firstMessage(optionalText(10).safeParse(value))).toBe(ERROR_MESSAGES.INVALID_CHARACTERS);
  });

  it("accepts a surrogate pair (an emoji is not a lone surrogate)", () => {
    expect(requiredText("필수").parse("😀")).toBe("😀");
  });
});

describe("name fields of the contracts", () => {
  it("give a name made of zero-width spaces the field's own required message", () => {
    expect(firstMessage(CreateManagerGroupBodySchema.safeParse({ name: "\u200B\u200B" }))).toBe(
      PERMISSION_MESSAGES.nameRequired,
    );
    const caller = CreateSmsCallerBodySchema.safeParse({ name: "\uFEFF" });
    expect(caller.error?.issues.find((issue) => issue.path[0] === "name")?.message).toBe(
      SMS_MESSAGES.callerNameRequired,
    );
    const owner = OwnerBodySchema.safeParse({ name: { name: "\u200B" }, localAddresses: [] });
    expect(owner.error?.issues.find((issue) => issue.path.join(".") === "name.name")?.message).toBe(
      REGISTER_MESSAGES.nameRequired,
    );
  });

  it("read a filter of only invisible characters as no filter", () => {
    expect(UnionManagersQuerySchema.parse({ name: "\u200B " }).name).toBe("");
  });
});

describe("zod's own messages", () => {
  it("are Korean for fields without a message of their own", () => {
    const schema = z.object({ count: z.number().int().max(5), code: z.string().max(2), flag: z.boolean() });
    const result = schema.safeParse({ count: 10, code: "abc", flag: "yes" });
    expect(result.error?.issues).toHaveLength(3);
    for (const issue of result.error?.issues ?? []) expect(issue.message).toMatch(/[가-힣]/);
  });
});
