/** Structured JSON logs, one line each. Never pass personal data (names, e-mails, passport data). */
type Fields = Record<string, string | number | boolean | null | undefined>;

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields): void {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields: Fields = {}) => write('info', message, fields),
  warn: (message: string, fields: Fields = {}) => write('warn', message, fields),
  error: (message: string, fields: Fields = {}) => write('error', message, fields),
};

export function errorFields(e: unknown): Fields {
  if (e instanceof Error) return { errorName: e.name, errorMessage: e.message };
  return { errorName: typeof e };
}
