import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler, sendFrameworkError } from "./errors";

const app = Fastify({ frameworkErrors: sendFrameworkError });
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(app);
  app.post(
    "/check",
    {
      schema: {
        body: z.object({
          own: z.string().max(2, "두 글자까지 입력할 수 있습니다.").optional(),
          english: z
            .string()
            .refine(() => false, "must be a good value")
            .optional(),
          count: z.number().int().max(5).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get("/rows/:id", async () => {
    // As Drizzle throws it: the driver's error (integer out of range) as the cause.
    throw new Error("Failed query", { cause: Object.assign(new Error("value out of range"), { code: "22003" }) });
  });
  app.get("/broken", async () => {
    throw Object.assign(new Error("relation does not exist"), { code: "42P01" });
  });
  await app.ready();
});
afterAll(() => app.close());

const post = async (payload: object) => (await app.inject({ method: "POST", url: "/check", payload })).json();

describe("a refused request body", () => {
  it("answers the first issue's own Korean message", async () => {
    expect(await post({ own: "가나다" })).toEqual({
      status: 400,
      code: ERROR_CODES.VALIDATION,
      message: "두 글자까지 입력할 수 있습니다.",
    });
  });

  it("answers zod's Korean message for a field without a message of its own", async () => {
    const { message } = await post({ count: 10 });
    expect(message).toMatch(/[가-힣]/);
    expect(message).toContain("5");
  });

  it("never answers a message without Hangul", async () => {
    expect(await post({ english: "x" })).toEqual({
      status: 400,
      code: ERROR_CODES.VALIDATION,
      message: ERROR_MESSAGES.VALIDATION,
    });
  });
});

describe("refusals outside the schemas", () => {
  const refused = (status: number) => ({ status, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.VALIDATION });

  it("answers 400 for a value the database cannot take (SQLSTATE class 22), and 500 for other database errors", async () => {
    expect((await app.inject({ url: "/rows/2147483648" })).json()).toEqual(refused(400));
    expect((await app.inject({ url: "/broken" })).json()).toMatchObject({ status: 500, code: ERROR_CODES.INTERNAL });
  });

  it("answers Fastify's own refusals before routing in the envelope with a Korean message", async () => {
    expect((await app.inject({ url: "/rows/%ED%A0%80" })).json()).toEqual(refused(400));
    expect((await app.inject({ url: `/rows/${"1".repeat(101)}` })).json()).toEqual(refused(414));
  });
});
