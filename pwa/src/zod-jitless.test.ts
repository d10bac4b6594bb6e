import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod without its eval probe', () => {
  it('is jitless as soon as it loads, without being imported by the app shell', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
