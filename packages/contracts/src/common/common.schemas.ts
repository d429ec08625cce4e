import { z } from "zod";

export const CommonCodeGroupSchema = z.object({
  groupCode: z.string(),
  items: z.array(z.object({ code: z.string(), name: z.string() })),
});
