import type { ColumnType } from 'kysely'

/** A column's type as `information_schema.columns.data_type` names it. */
export type DataType =
  | 'text'
  | 'character varying'
  | 'jsonb'
  | 'boolean'
  | 'integer'
  | 'bigint'
  | 'timestamp with time zone'
  | 'date'

/**
 * How a row is written: `always` named by every insert, `defaulted` by the database when left out
 * (a DEFAULT, a serial), `never` (GENERATED ALWAYS … STORED: the database's alone).
 */
export type Writes = 'always' | 'defaulted' | 'never'

/**
 * One column of a table as the code reads it: what the migrations made (checked by
 * tests/server/table-types.test.ts against `information_schema`), and the TypeScript value it holds.
 */
export type Column<Value, Nullable extends boolean = boolean, W extends Writes = Writes> = {
  dataType: DataType
  nullable: Nullable
  writes: W
  /** Never set: carries `Value` for the table types (tables.ts). */
  value?: Value
}

const column =
  (dataType: DataType) =>
  <Value>(): Column<Value, false, 'always'> => ({ dataType, nullable: false, writes: 'always' })

// What each type holds in JavaScript, the same on PGlite and on pg: bigint stays a string (pg's
// way; PGlite is told to do the same, embedded.ts), timestamps are Dates, jsonb is parsed.
export const text = <Value extends string = string>() => column('text')<Value>()
export const varchar = () => column('character varying')<string>()
export const jsonb = <Value>() => column('jsonb')<Value>()
export const boolean = () => column('boolean')<boolean>()
export const integer = () => column('integer')<number>()
export const bigint = () => column('bigint')<string>()
export const timestamptz = () => column('timestamp with time zone')<Date>()
export const date = () => column('date')<Date>()

/** A column that may hold NULL. */
export const nullable = <Value, W extends Writes>(
  of: Column<Value, false, W>,
): Column<Value, true, W> => ({ ...of, nullable: true })

/** A column with a DEFAULT (or a serial): an insert may leave it out. */
export const defaulted = <Value, N extends boolean>(
  of: Column<Value, N, 'always'>,
): Column<Value, N, 'defaulted'> => ({ ...of, writes: 'defaulted' })

/** A GENERATED ALWAYS column: read, never written. */
export const generated = <Value, N extends boolean>(
  of: Column<Value, N, 'always'>,
): Column<Value, N, 'never'> => ({ ...of, writes: 'never' })

/** Kysely's type of a column: what a select gives, what an insert and an update take. */
export type KyselyColumn<C> =
  C extends Column<infer Value, infer Nullable, infer W>
    ? Nullable extends true
      ? W extends 'never'
        ? ColumnType<Value | null, never, never>
        : ColumnType<Value | null, Value | null | undefined, Value | null>
      : W extends 'never'
        ? ColumnType<Value, never, never>
        : W extends 'defaulted'
          ? ColumnType<Value, Value | undefined, Value>
          : Value
    : never

/** Kysely's type of a table, from its columns. */
export type KyselyTable<Columns> = { [Name in keyof Columns]: KyselyColumn<Columns[Name]> }
