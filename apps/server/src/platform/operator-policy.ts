import type { Jobs } from "./jobs";

/**
 * Steps that vendor staff do in the real world: approve a zone application, confirm a deposit, convert an
 * uploaded register, approve a caller number, confirm an online-meeting application.
 */
export type OperatorStep = "union-application" | "deposit" | "register-conversion" | "caller-number" | "online-meeting";

/** How long the demo waits before it does a step by itself, in seconds. */
const DEMO_DELAY_SECONDS: Record<OperatorStep, number> = {
  "union-application": 3,
  deposit: 120,
  "register-conversion": 0,
  "caller-number": 5,
  "online-meeting": 5,
};

/** The job that does a step, and the key that keeps it to one job per subject. */
export type OperatorStepJob<T extends object> = {
  step: OperatorStep;
  queue: string;
  singletonKey?: (data: T) => string;
};

/**
 * The one decision "automatic in the demo, or waiting for `npm run ops`" for every operator step.
 * Automatic (DEMO_AUTO_APPROVE): `request` queues the step's job after the step's delay. Otherwise
 * `request` does nothing and the step waits for the operator's command, which runs the same service call.
 */
export type OperatorPolicy = {
  isAutomatic: (step: OperatorStep) => boolean;
  delaySeconds: (step: OperatorStep) => number;
  request: <T extends object>(jobs: Jobs, stepJob: OperatorStepJob<T>, data: T) => Promise<boolean>;
};

export function operatorPolicy(opts: { automatic: boolean; depositConfirmSeconds?: number }): OperatorPolicy {
  const delays = { ...DEMO_DELAY_SECONDS, deposit: opts.depositConfirmSeconds ?? DEMO_DELAY_SECONDS.deposit };
  const policy: OperatorPolicy = {
    isAutomatic: () => opts.automatic,
    delaySeconds: (step) => delays[step],
    request: async (jobs, stepJob, data) => {
      if (!policy.isAutomatic(stepJob.step)) return false;
      const seconds = delays[stepJob.step];
      await jobs.send(stepJob.queue, data, {
        ...(seconds > 0 ? { startAfter: new Date(Date.now() + seconds * 1000) } : {}),
        ...(stepJob.singletonKey ? { singletonKey: stepJob.singletonKey(data) } : {}),
      });
      return true;
    },
  };
  return policy;
}
