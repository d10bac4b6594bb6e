import { useState } from 'react';

/**
 * The e-mail field of a prefilled form, whose demo e-mail may arrive after the first render. It follows
 * the prefill until the visitor is on the form (`hold`, on focus) or types; from then on it is what they
 * see, so a late answer never drops into the field they are typing in and joins their text.
 */
export function usePrefilledEmail(prefill: string) {
  const [own, setOwn] = useState<string | null>(null);
  const email = own ?? prefill;
  return { email, setEmail: setOwn, hold: () => setOwn((current) => current ?? email) };
}
