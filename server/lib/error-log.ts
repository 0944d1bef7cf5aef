/**
 * What a log line may say about a failed database statement: its SQLSTATE, the statement with
 * its $1 placeholders, and the names of the table, column and constraint involved. Never the
 * parameter values, nor the server's message or detail, which quote them ("Key (email)=(...)",
 * 'invalid input syntax for type uuid: "..."'): logs are read by more people than the data.
 */

interface DatabaseFailure {
  code?: string;
  query?: string;
  params?: unknown;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  severity?: string;
}

const causes = (error: unknown) => {
  const chain: DatabaseFailure[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) chain.push(e as DatabaseFailure);
  return chain;
};

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The stack's frames without its first line, which repeats the message (and a failed query's values). */
const framesOf = (error: unknown) =>
  error instanceof Error && error.stack
    ? error.stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : undefined;

/** A loggable description of `error`: a database failure stripped of values, anything else as it is. */
export function loggableError(error: unknown): unknown {
  const chain = causes(error);
  const statement = chain.find((e) => typeof e.query === 'string' && 'params' in e)?.query;
  const server = chain.find((e) => isSqlState(e.code));
  if (statement === undefined && !server) return error;
  return {
    type: error instanceof Error ? error.name : typeof error,
    code: server?.code,
    severity: server?.severity,
    statement: statement?.slice(0, 4000),
    table: server?.table,
    column: server?.column,
    constraint: server?.constraint,
    routine: server?.routine,
    stack: framesOf(error),
  };
}
