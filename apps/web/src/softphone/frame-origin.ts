/**
 * The origin of the softphone frame for `softphoneUrl` (absolute, or relative to the page,
 * like the built-in simulator's '/softphone-simulator.html').
 */
export function resolveFrameOrigin(softphoneUrl: string, pageUrl: string): string {
  return new URL(softphoneUrl, pageUrl).origin;
}

const SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * The frame's sandbox. A softphone on the page's own origin (the built-in simulator) runs in an
 * opaque origin, so its scripts cannot reach the product's page, cookies or storage. One on
 * another origin keeps that origin (its own cookies and storage): the browser already keeps it
 * out of the page, and scripts with same origin only defeat a sandbox on the page's own origin.
 */
export function frameSandbox(frameOrigin: string, pageOrigin: string): string {
  return frameOrigin === pageOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`;
}

/**
 * Where postMessage to the frame is aimed: the frame's origin, or '*' for a frame sandboxed to
 * an opaque origin, which no origin names; the message goes to the frame's own window either way.
 */
export function frameMessageTarget(frameOrigin: string, pageOrigin: string): string {
  return frameOrigin === pageOrigin ? '*' : frameOrigin;
}
