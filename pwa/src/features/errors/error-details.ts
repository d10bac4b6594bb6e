// SPEC §2 fallback screen: the status and status text when the error carries them (a failed HTTP
// response or an error built from one), otherwise the error's message; plus the stack when there is one.

export interface ErrorDetails {
  summary: string;
  stack?: string;
}

interface HttpLike {
  status: number;
  statusText?: unknown;
}

function isHttpLike(error: unknown): error is HttpLike {
  return typeof error === 'object' && error !== null && typeof (error as HttpLike).status === 'number';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return String(error);
}

export function describeError(error: unknown): ErrorDetails {
  const summary = isHttpLike(error)
    ? `${error.status} ${typeof error.statusText === 'string' ? error.statusText : ''}`.trim()
    : messageOf(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return stack ? { summary, stack } : { summary };
}
