// Texts both sides show or compare against (SPEC §1, §5, §8).
export const DEMO_NOTICE = 'You cannot perform this action as a demo user!';
export const TIER_REQUIRED = 'You must select a tier.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match... ';
