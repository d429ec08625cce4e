import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "./errors";

const app = Fastify();
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
