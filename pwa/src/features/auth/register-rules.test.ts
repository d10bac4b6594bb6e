import { describe, expect, it } from 'vitest';
import { TIER_REQUIRED } from '../../../../shared/messages.ts';
import {
  buildDob,
  checkRegistration,
  DOB_MISSING,
  dayInput,
  emptyRegisterForm,
  monthInput,
  partComplete,
  type RegisterFormValues,
  yearInput,
} from './register-rules.ts';

const filled: RegisterFormValues = {
  ...emptyRegisterForm,
  name: 'Ada Lovelace',
  email: 'Ada@Example.com ',
  password: 'correct-horse',
  password2: 'correct-horse',
  day: '5',
  month: '3',
  year: '1990',
  tier: 'free',
  terms: true,
  emailList: true,
};

describe('date of birth inputs', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['3', '3'],
    ['05', '05'],
    ['31', '31'],
    ['32', '31'],
    ['99', '31'],
    ['00', '01'],
    ['123', '12'],
    ['4a', '4'],
  ])('day %j becomes %j', (raw, day) => expect(dayInput(raw)).toBe(day));

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['13', '12'],
    ['45', '12'],
    ['00', '01'],
    ['011', '01'],
  ])('month %j becomes %j', (raw, month) => expect(monthInput(raw)).toBe(month));

  it('cuts the year to 4 digits', () => {
    expect(yearInput('19905')).toBe('1990');
    expect(yearInput('19x9')).toBe('199');
  });

  it('moves on once day or month has 2 characters', () => {
    expect(partComplete('1')).toBe(false);
    expect(partComplete('12')).toBe(true);
  });

  it('builds a zero-padded dob', () => {
    expect(buildDob('5', '3', '1990')).toBe('1990-03-05');
    expect(buildDob('25', '12', '2001')).toBe('2001-12-25');
  });
});

describe('checkRegistration', () => {
  it('asks for a tier before anything else', () => {
    const tierProblem = { ok: false, problem: { message: TIER_REQUIRED, field: 'tier' } };
    expect(checkRegistration({ ...emptyRegisterForm })).toEqual(tierProblem);
    expect(checkRegistration({ ...filled, tier: '' })).toEqual(tierProblem);
  });

  it('builds the SPEC §3 payload from the form', () => {
    expect(checkRegistration(filled)).toEqual({
      ok: true,
      input: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'correct-horse',
        password2: 'correct-horse',
        dob: '1990-03-05',
        terms: true,
        emailList: true,
        day: '05',
        month: '03',
        year: '1990',
        tier: 'free',
      },
    });
  });

  it("shows the shared schema's messages, naming the field each is about", () => {
    const problem = (values: Partial<RegisterFormValues>) => {
      const check = checkRegistration({ ...filled, ...values });
      return check.ok ? null : check.problem;
    };
    expect(problem({ password2: 'other-horse' })).toEqual({
      message: 'Passwords must match',
      field: 'password2',
    });
    expect(problem({ terms: false })).toEqual({
      message: 'You must accept the terms and conditions',
      field: 'terms',
    });
    expect(problem({ email: 'nope' })).toEqual({
      message: 'Please enter a valid e-mail address',
      field: 'email',
    });
    // A date of birth problem points at its first part.
    expect(problem({ day: '' })).toEqual({ message: DOB_MISSING, field: 'day' });
    expect(problem({ year: '19x' })).toEqual({ message: DOB_MISSING, field: 'day' });
    expect(problem({ day: '31', month: '02' })).toEqual({
      message: 'Please enter a real date of birth',
      field: 'day',
    });
  });
});
