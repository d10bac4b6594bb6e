// A minimal structured logger. Tests pass one that records lines; nothing logs bodies or headers.
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m, e) => console.error(m, e instanceof Error ? (e.stack ?? e.message) : (e ?? '')),
};

export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(m),
    warn: (m) => lines.push(`WARN ${m}`),
    error: (m, e) => lines.push(`ERROR ${m} ${e instanceof Error ? e.message : ''}`),
  };
}
