// A contact message builder for the tests of the messages screen, with overrides for what a test cares about.
import type { ContactMessage } from './contact-message.ts';

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: 'm-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    msg: 'How do I add a hero image?',
    about: 'support',
    contactPhone: true,
    contactEmail: false,
    terms: true,
    mailingList: false,
    date: 'Sat 21 Nov 2026',
    time: '9:05:03',
    createdAt: '2026-11-21T09:05:03.000Z',
    ...overrides,
  };
}
