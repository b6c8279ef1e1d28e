import { sql, type Placeholder } from 'drizzle-orm'

/**
 * How a value enters a statement: as itself (`asValue`), or as a named parameter of a statement that
 * `statementShapes` builds once and runs again with other values. A builder binds only values that never
 * change the statement's text: what decides a condition's shape (a category, whether a filter is
 * given) stays a plain value, so it is part of the shape's key.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder

export const asValue: Bind = (_name, value) => value

/** What `statementShapes` needs of a drizzle query: its prepared form. */
export interface Preparable<Row> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> }
}

/**
 * Statements built once per shape. Turning drizzle's query objects into SQL was about a quarter of the
 * server's CPU for a list no cache answers (a CPU profile under `bench:api`'s cold mixes), for the
 * same text every time. Each shape keeps its prepared statement, unnamed in PostgreSQL, so every run is
 * still planned for its own values (a named one would switch to a generic plan after five runs).
 * The `limit` most recently used shapes are kept.
 */
export function statementShapes(limit = 256) {
  const shapes = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>()

  return {
    /**
     * Runs the statement `build` makes. `build` receives the binder; `shapeOf` receives the names it
     * bound and returns the key of the statement's shape (everything the builder read except them).
     */
    async run<Row>(build: (bind: Bind) => Preparable<Row>, shapeOf: (bound: ReadonlySet<string>) => string) {
      const values: Record<string, unknown> = {}
      const bind: Bind = (name, value) => {
        // One name is one parameter: binding it again (the viewer, in two conditions) must not change it.
        if (name in values && values[name] !== value) throw new Error(`"${name}" is bound to two values`)
        values[name] = value
        return sql.placeholder(name)
      }
      const query = build(bind)
      const key = shapeOf(new Set(Object.keys(values)))
      let prepared = shapes.get(key)
      if (prepared) shapes.delete(key)
      else {
        prepared = query.prepare('')
        if (shapes.size >= limit) shapes.delete(shapes.keys().next().value!)
      }
      shapes.set(key, prepared)
      return (await prepared.execute(values)) as Row[]
    },
    get size() {
      return shapes.size
    },
  }
}
