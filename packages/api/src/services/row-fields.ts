/** The named fields of a row as they are (a DTO's plain columns; dates and renamed fields are added beside them). */
export function pickFields<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
