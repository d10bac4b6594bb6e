// Field schemas more than one call uses.
import { z } from 'zod';

/** An e-mail as the server stores it: trimmed, lower-case, at most 254 characters. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid e-mail address' }));
