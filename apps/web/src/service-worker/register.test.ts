import { describe, expect, it, vi } from 'vitest';
import { createUpdateState, registerServiceWorker } from './register';
import { SKIP_WAITING } from './strategy';

/** A worker as the page sees it: a state that changes, and the messages posted to it. */
class FakeWorker extends EventTarget {
  state = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new build's worker arrives and installs; it then waits for the old one. */
  deliver(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.install();
  }
}

function fakeContainer(controller: object | null) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(async () => registration),
  });
  return { registration, container: container as unknown as ServiceWorkerContainer };
}

describe('registering the service worker', () => {
  it('registers /service-worker.js for the whole origin', async () => {
    const { container } = fakeContainer(null);
    await registerServiceWorker(container, createUpdateState(), () => undefined);
    expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('offers a new version once it waits, and reloads only after the user accepts', async () => {
    const { registration, container } = fakeContainer({});
    const state = createUpdateState();
    const reload = vi.fn();
    const changes = vi.fn();
    state.subscribe(changes);
    await registerServiceWorker(container, state, reload);
    expect(state.isWaiting()).toBe(false);

    const next = new FakeWorker();
    registration.deliver(next);
    expect(state.isWaiting()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    // Another tab let it take over: this page keeps its version until asked.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    state.accept();
    expect(next.posted).toEqual([{ type: SKIP_WAITING }]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for the first worker of a browser (no page was controlled)', async () => {
    const { registration, container } = fakeContainer(null);
    const state = createUpdateState();
    await registerServiceWorker(container, state, () => undefined);
    registration.deliver(new FakeWorker());
    expect(state.isWaiting()).toBe(false);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const { registration, container } = fakeContainer({});
    registration.waiting = new FakeWorker();
    const state = createUpdateState();
    await registerServiceWorker(container, state, () => undefined);
    expect(state.isWaiting()).toBe(true);
  });
});
