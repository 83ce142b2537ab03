const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a row id: any other text is "not found" without asking the database (which would reject it). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
