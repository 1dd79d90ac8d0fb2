// One step of an account deletion (decisions 0031, 0032). Steps run in order, each idempotent: run again after an
// interruption (tab closed, offline), it finishes what is left and does nothing twice.

export interface DeletionContext {
  uid: string;
  /** The username being freed (read before the user document goes). */
  username: string;
}

export interface DeletionStep {
  /** For the progress shown and the decision's list of steps. */
  name: string;
  run(ctx: DeletionContext): Promise<void>;
}
