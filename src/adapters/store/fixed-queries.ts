// Compiled once, run many times: a store query whose SQL is the same on every call (the same columns, conditions and
// order; only the values change) is built and compiled by kysely on its first call and afterwards run with the new
// values, skipping the query builder and compiler (about half of kysely's cost per query). Each query has a name,
// and a query whose shape varies with its filter names its shape (e.g. which filters are set). The first compile
// checks that the values given are the query's parameters, in order, so a query that inlines a value or orders its
// parameters differently fails at once instead of running with the wrong values.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** What runs a compiled query: the store's kysely instance or its transaction. */
type Executor = Pick<Kysely<unknown>, 'executeQuery'>;
import { EchoPilotError } from '../../domain/errors.js';

export class FixedQueries {
  private readonly compiled = new Map<string, CompiledQuery<unknown>>();

  /** The rows of query `name` run with `params`; `build` makes the query (with the same values) on the first call. */
  async rows<O>(db: Executor, name: string, params: readonly unknown[], build: () => Compilable<O>): Promise<O[]> {
    return (await db.executeQuery<O>({ ...this.compiledFor(name, params, build), parameters: params })).rows;
  }

  /** Runs statement `name` (an insert, update or delete) with `params`; how many rows it changed. */
  async changes(db: Executor, name: string, params: readonly unknown[], build: () => Compilable<unknown>): Promise<bigint> {
    return (await db.executeQuery({ ...this.compiledFor(name, params, build), parameters: params })).numAffectedRows ?? 0n;
  }

  private compiledFor<O>(name: string, params: readonly unknown[], build: () => Compilable<O>): CompiledQuery<O> {
    const cached = this.compiled.get(name) as CompiledQuery<O> | undefined;
    if (cached !== undefined) return cached;
    const query = build().compile();
    const given = query.parameters;
    if (given.length !== params.length || given.some((value, i) => !Object.is(value, params[i]))) {
      throw new EchoPilotError('INTERNAL', `fixed query ${name}: its parameters are not the values given, in order`);
    }
    this.compiled.set(name, query);
    return query;
  }
}
