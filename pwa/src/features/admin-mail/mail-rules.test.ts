import { describe, expect, it } from 'vitest';
import { countLine, emailCount, itemNumber, messageCount, readLabel, subjectPreview } from './mail-rules.ts';

describe('countLine', () => {
  it.each([
    [0, 'no emails to show!'],
    [1, '1 email'],
    [2, '2 emails'],
    [120, '120 emails'],
  ])('%i e-mails read "%s"', (total, text) => {
    expect(emailCount(total)).toBe(text);
  });

  it('words messages the same way', () => {
    expect([0, 1, 7].map(messageCount)).toEqual(['no messages to show!', '1 message', '7 messages']);
    expect(countLine(2, 'user', 'no users to show!')).toBe('2 users');
  });
});

describe('subjectPreview (SPEC §9)', () => {
  it.each([
    ['', ''],
    ['Hello', 'Hello'],
    ['exactly twenty chars', 'exactly twenty chars'],
    ['twenty-one characters', 'twenty-one character...'],
    ['Your summer trip to Lisbon is booked', 'Your summer trip to ...'],
    ['😀'.repeat(21), `${'😀'.repeat(20)}...`],
  ])('%j shows %j', (subject, shown) => {
    expect(subjectPreview(subject)).toBe(shown);
  });
});

describe('readLabel and itemNumber', () => {
  it('words the read flag', () => {
    expect([readLabel(true), readLabel(false)]).toEqual(['read', 'not read']);
  });

  it('numbers rows across pages', () => {
    expect(itemNumber({ page: 1, pageSize: 50 }, 0)).toBe(1);
    expect(itemNumber({ page: 3, pageSize: 50 }, 4)).toBe(105);
  });
});
