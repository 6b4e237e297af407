/**
 * What the worker takes over on (strategy.ts SKIP_WAITING, checked by register.test.ts); not
 * imported from there, so that the worker shares no chunk with the page.
 */
const SKIP_WAITING = 'SKIP_WAITING';

/** How often a page left open asks whether a new build has been deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Listener = () => void;

/**
 * Whether a new build's worker is waiting, for the prompt (update-prompt.tsx). The page keeps
 * running the version it loaded until the user accepts: no mixing of two builds' chunks.
 */
export function createUpdateState() {
  let waiting: ServiceWorker | null = null;
  let isAccepted = false;
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isWaiting: () => waiting !== null,
    offer(worker: ServiceWorker) {
      waiting = worker;
      for (const listener of listeners) listener();
    },
    /** Lets the waiting worker take over; the page reloads when it does. */
    accept() {
      isAccepted = true;
      waiting?.postMessage({ type: SKIP_WAITING });
    },
    isAccepted: () => isAccepted,
  };
}

export type UpdateState = ReturnType<typeof createUpdateState>;

export const updateState = createUpdateState();

/**
 * Registers /service-worker.js (scope /) and offers its successor to the user once it is
 * installed while this page is controlled by an earlier one. The first worker of a browser
 * offers nothing: there is no older version to replace.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  state: UpdateState = updateState,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = await container.register('/service-worker.js', { scope: '/' });
  const offerWaiting = () => {
    if (registration.waiting && container.controller) state.offer(registration.waiting);
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  container.addEventListener('controllerchange', () => {
    if (state.isAccepted()) reload();
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
