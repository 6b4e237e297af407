/**
 * The origin of the softphone frame for `softphoneUrl` (absolute, or relative to the page,
 * like the built-in simulator's '/softphone-simulator.html'). postMessage to the frame
 * targets exactly this origin.
 */
export function resolveFrameOrigin(softphoneUrl: string, pageUrl: string): string {
  return new URL(softphoneUrl, pageUrl).origin;
}
