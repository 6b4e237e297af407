/**
 * Whether this instance is going away: set when SIGTERM starts the shutdown, read by the health
 * checks so that a proxy or orchestrator stops sending it new work.
 */
export type DrainState = { readonly isDraining: boolean; start(): void };

/** A fresh state, not draining. */
export function createDrainState(): DrainState {
  let isDraining = false;
  return {
    get isDraining() {
      return isDraining;
    },
    start() {
      isDraining = true;
    },
  };
}
