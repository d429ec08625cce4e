import { z } from "zod";
import { QUORUM_FORECASTS, type QuorumForecast } from "./meet-quorum";
import { AGENDA_KINDS } from "./meet-quorum.rules-data";
import { QuorumEvaluationSchema } from "./meet-results.schemas";

/**
 * GET /v2/general-meetings/{id}/quorum: the attendance dashboard's live forecast (정족수 충족 예상) by the quorum
 * engine (`forecastQuorum`): per agenda kind on the meeting (with the agenda numbers of that kind) the evaluation
 * now and with the members expected to attend (참석 예정) on site; the largest shortfall per requirement; the
 * co-owner issues; whether the union's own articles (정관) are on file.
 */
export const MeetQuorumSchema = z.object({
  status: z.enum(QUORUM_FORECASTS),
  label: z.string(),
  meetAt: z.string(),
  memberCount: z.number().int(),
  /** Members expected to attend (참석 예정) who are not present in any way yet. */
  expectedCount: z.number().int(),
  kinds: z.array(
    z.object({
      kind: z.enum(AGENDA_KINDS),
      kindLabel: z.string(),
      agendaOrders: z.array(z.number().int()),
      current: QuorumEvaluationSchema,
      expected: QuorumEvaluationSchema,
    }),
  ),
  shortfall: z.object({ PRESENCE: z.number().int(), IN_PERSON: z.number().int() }),
  issues: z.array(z.object({ code: z.string(), group: z.string(), message: z.string() })),
  hasUnionArticles: z.boolean(),
}) satisfies z.ZodType<Pick<QuorumForecast, "status" | "label" | "shortfall">>;
export type MeetQuorum = z.infer<typeof MeetQuorumSchema>;
