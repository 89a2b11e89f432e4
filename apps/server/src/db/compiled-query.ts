import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';

/** The database or a transaction of it: whatever runs a query. */
type Runner = Kysely<Database>;

/** Stands for the build's argument at `index` while the query is built once. */
class Argument {
  constructor(readonly index: number) {}
}

/** Where each parameter of the compiled SQL comes from: a call's argument, or a value of the query itself. */
type Source = { argument: number } | { value: unknown };

type Compiled<R> = { query: CompiledQuery<R>; sources: Source[] };

/**
 * A query Kysely builds and compiles once per database, then runs with each call's values: the statements
 * of a chat's start run on every message, and building and compiling them afresh took about a sixth of
 * the server's time in a burst of chat starts. `build` gets stand-ins for its arguments and must use each
 * one as a value of the query (a parameter of its SQL), never to decide the query's shape (the SQL is the
 * same for every call); an argument missing from the parameters is refused when the query is first built.
 */
export function compiledOnce<Args extends unknown[], R>(build: (db: Runner, ...args: Args) => Compilable<R>) {
  const arity = build.length - 1;
  /** Per database: SQLite and PostgreSQL compile the same query to different SQL. */
  const byAdapter = new WeakMap<object, Compiled<R>>();

  const compile = (db: Runner): Compiled<R> => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (compiled === undefined) {
      const stand = Array.from({ length: arity }, (_, index) => new Argument(index));
      // The stand-ins are passed as the arguments' types: `build` only hands them on as values.
      const query = build(db, ...(stand as unknown as Args)).compile();
      const sources = query.parameters.map((parameter): Source =>
        parameter instanceof Argument ? { argument: parameter.index } : { value: parameter },
      );
      for (let index = 0; index < arity; index += 1) {
        if (!sources.some((source) => 'argument' in source && source.argument === index))
          throw new Error(`compiledOnce: argument ${index + 1} is not a parameter of: ${query.sql}`);
      }
      compiled = { query, sources };
      byAdapter.set(adapter, compiled);
    }
    return compiled;
  };

  const bind = (db: Runner, args: Args): CompiledQuery<R> => {
    const { query, sources } = compile(db);
    return {
      ...query,
      parameters: sources.map((source) => ('argument' in source ? args[source.argument] : source.value)),
    };
  };

  const execute = (db: Runner, args: Args): Promise<QueryResult<R>> => db.executeQuery(bind(db, args));

  return {
    /** Every row. */
    all: async (db: Runner, ...args: Args): Promise<R[]> => (await execute(db, args)).rows,
    /** The first row, if any. */
    first: async (db: Runner, ...args: Args): Promise<R | undefined> => (await execute(db, args)).rows[0],
    /** How many rows an update or delete changed. */
    affected: async (db: Runner, ...args: Args): Promise<number> =>
      Number((await execute(db, args)).numAffectedRows ?? 0),
  };
}
