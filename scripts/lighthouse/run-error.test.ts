import { describe, expect, it } from 'vitest';
import { LighthouseRunError, runtimeErrorOf, thrownRunError } from './run-error';

describe('runtimeErrorOf', () => {
  it("turns a report's runtime error into a run error with Lighthouse's code", () => {
    const error = runtimeErrorOf('/sign-in', {
      code: 'NO_NAVSTART',
      message: 'Please run Lighthouse again.',
    });
    expect(error).toBeInstanceOf(LighthouseRunError);
    expect(error?.code).toBe('NO_NAVSTART');
    expect(error?.message).toBe('Lighthouse on /sign-in: Please run Lighthouse again.');
  });

  it('is nothing for a report without one', () => {
    expect(runtimeErrorOf('/', undefined)).toBeUndefined();
  });
});

describe('thrownRunError', () => {
  it('keeps the code of a LighthouseError (PROTOCOL_TIMEOUT, TARGET_CRASHED…)', () => {
    const thrown = Object.assign(
      new Error('Waiting for DevTools protocol response has exceeded the allotted time.'),
      {
        code: 'PROTOCOL_TIMEOUT',
      },
    );
    const error = thrownRunError('/', 'LIGHTHOUSE_ERROR', thrown);
    expect(error.code).toBe('PROTOCOL_TIMEOUT');
    expect(error.message).toBe(
      'Lighthouse on /: Waiting for DevTools protocol response has exceeded the allotted time.',
    );
  });

  it('names the stage for an error without a code, and keeps a system code', () => {
    expect(thrownRunError('/', 'CHROMIUM_START', new Error('Chromium exited with 1')).code).toBe(
      'CHROMIUM_START',
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(thrownRunError('/', 'LIGHTHOUSE_ERROR', refused).code).toBe('ECONNREFUSED');
    expect(thrownRunError('/', 'LIGHTHOUSE_ERROR', 'a string').message).toBe('Lighthouse on /: a string');
  });

  it('passes a run error through as it is', () => {
    const error = new LighthouseRunError('NO_FCP', 'Lighthouse on /: no paint');
    expect(thrownRunError('/', 'LIGHTHOUSE_ERROR', error)).toBe(error);
  });
});
