/** A problem the validator found: the 1-based line (0 for the file as a whole) and an English sentence. */
export interface PayrollIssue {
  line: number;
  message: string;
}
