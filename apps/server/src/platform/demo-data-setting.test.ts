import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** When a start loads the demo (docs/domain.md §16.1 A production start). */
describe('DEMO_DATA', () => {
  it('loads the demo on the first start outside production, never in production', () => {
    expect(loadConfig({}).demoData).toBe('firstStart');
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe('off');
  });

  it('is switched off or forced whatever NODE_ENV says', () => {
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe('off');
    expect(loadConfig({ DEMO_DATA: 'FALSE', NODE_ENV: 'development' }).demoData).toBe('off');
    expect(loadConfig({ DEMO_DATA: 'true', NODE_ENV: 'production' }).demoData).toBe('forced');
    expect(loadConfig({ DEMO_DATA: ' true ' }).demoData).toBe('forced');
  });
});
