import type { Locator } from '@playwright/test';

/** Where an element is drawn, in the page's CSS pixels. */
export type Box = { x: number; y: number; width: number; height: number };

/** The element's box; an element that is not laid out fails the journey at once. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
