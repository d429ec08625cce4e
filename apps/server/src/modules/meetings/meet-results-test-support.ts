import { randomBytes } from "node:crypto";
import type { BallotChannel, BallotChoiceValue } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { meetAgendas, meetBallotChoices, meetBallots, meetCandidates, meetElectronicVotes } from "./meetings.table";
import { setVoter } from "./meetings-test-support";

/** The meeting's agendas in order, each with its candidates' seqs by number. */
export async function agendasOf(db: Db, meetSeq: number) {
  const agendas = await db.select().from(meetAgendas).where(eq(meetAgendas.meetSeq, meetSeq));
  const candidates = await db.select().from(meetCandidates).where(eq(meetCandidates.meetSeq, meetSeq));
  return agendas
    .sort((a, b) => a.agendaOrder - b.agendaOrder)
    .map((a) => ({
      agendaSeq: a.agendaSeq,
      candidates: candidates
        .filter((c) => c.agendaSeq === a.agendaSeq)
        .sort((x, y) => x.no - y.no)
        .map((c) => c.candidateSeq),
    }));
}

/**
 * A ballot of `channel` cast by a voter with its choices, as the ballot store keeps it (ballot and choices
 * unlinked); the voter's category follows the channel. `choices` per agenda in order: an against agenda's
 * choice on its one candidate, or a select agenda's candidate index (0-based).
 */
export async function castBallot(
  db: Db,
  meetSeq: number,
  meetParticipantSeq: number,
  choices: (BallotChoiceValue | number)[],
  channel: BallotChannel = "ELECTRONIC",
) {
  const agendas = await agendasOf(db, meetSeq);
  await db.insert(meetBallots).values({
    meetSeq,
    meetParticipantSeq,
    channel,
    receiptHash: randomBytes(8).toString("hex"),
  });
  await db.insert(meetBallotChoices).values(
    agendas.map((agenda, i) => {
      const pick = choices[i]!;
      return typeof pick === "number"
        ? {
            meetSeq,
            agendaSeq: agenda.agendaSeq,
            candidateSeq: agenda.candidates[pick]!,
            choice: "SELECTED" as const,
            channel,
          }
        : { meetSeq, agendaSeq: agenda.agendaSeq, candidateSeq: agenda.candidates[0]!, choice: pick, channel };
    }),
  );
  if (channel === "ELECTRONIC") {
    await setVoter(db, meetParticipantSeq, {
      evoteProgressStatus: "VOTED",
      votedAt: new Date(),
      voteCategory: "PRE_ELECTRONIC_VOTED",
    });
  } else if (channel === "ONLINE") {
    await setVoter(db, meetParticipantSeq, { attendanceCategory: "ONLINE", voteCategory: "ONLINE_VOTED" });
  }
}

/** A standing written submission (as the written tab registers it). */
export const submitWritten = (db: Db, meetParticipantSeq: number) =>
  setVoter(db, meetParticipantSeq, {
    writtenSubmissionType: "DIRECT",
    writtenSubmissionStatus: "MYSELF",
    writtenSubmissionAt: new Date(),
    voteCategory: "PRE_WRITTEN_VOTED",
  });

/** Checked in on site (without a pre-vote the voter votes there). */
export const attendOnsite = (
  db: Db,
  meetParticipantSeq: number,
  voteCategory: "ONSITE_VOTED" | null = "ONSITE_VOTED",
) =>
  setVoter(db, meetParticipantSeq, {
    attendanceCategory: "ONSITE",
    attendAt: new Date(),
    ...(voteCategory ? { voteCategory } : {}),
  });

/** The e-vote ended an hour ago. */
export const endEvote = (db: Db, meetSeq: number) =>
  db
    .update(meetElectronicVotes)
    .set({ voteStartAt: new Date(Date.now() - 5 * 3600 * 1000), voteEndAt: new Date(Date.now() - 3600 * 1000) })
    .where(eq(meetElectronicVotes.meetSeq, meetSeq));
