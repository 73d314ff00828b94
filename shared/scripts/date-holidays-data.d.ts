// date-holidays ships no types for its `data` export: the holiday rules as one object.
declare module 'date-holidays/data' {
  export const data: { holidays: Record<string, unknown> } & Record<string, unknown>;
}
