import { MEET_OPEN_MESSAGES as M, type MeetCost, type MeetMethod, meetPricePerVoter } from "@johap/contracts";
import type { Db } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { loadPrices } from "../sms/sms.repository";
import { shownOwnersOf } from "./meets-open.repository";

/**
 * What opening costs (POST /v1/meets/cost/calculate, and the charge of POST /v1/meets): the per-voter price
 * of the method (the ballot link as an LMS at the configured SMS price plus the e-vote fee; the on-site fee)
 * times the voters. The voters must be owners the union's register shows: another union's are refused.
 */
export async function quoteMeetOpening(opts: {
  db: Db;
  unionSeq: number;
  meetMethod: MeetMethod;
  unionRegisterSeqs: number[];
}): Promise<MeetCost> {
  const seqs = [...new Set(opts.unionRegisterSeqs)];
  const owners = await shownOwnersOf(opts.db, opts.unionSeq, seqs);
  if (owners.length !== seqs.length) throw badRequest(M.notOwner);
  const prices = await loadPrices(opts.db);
  const unitCost = meetPricePerVoter(opts.meetMethod, prices.LMS);
  return { unitCost, participantCount: seqs.length, totalCost: unitCost * seqs.length };
}
