/**
 * The linear-programming solver the column generation (columns.ts) works with: HiGHS compiled to WebAssembly
 * (`highs` on npm). It is loaded once, asynchronously; after that every solve is synchronous, so `solve` in
 * index.ts stays a plain function. Models are written in CPLEX LP format.
 */
export interface LinearSolution {
  /** 'Optimal', 'Time limit reached', 'Infeasible', ... (HiGHS's model status). */
  status: string;
  objective: number;
  /** The value of each column by name (absent: 0). */
  values: Map<string, number>;
  /** The dual of each constraint row in model order (reduced cost = cost - duals x column). */
  duals: number[];
}

export interface LinearSolveOptions {
  timeLimitSeconds: number;
  /**
   * An interior solution (HiGHS's interior point method without crossover to a vertex): its duals lie in the
   * middle of the optimal face rather than at one of its corners, which is what column generation wants to price
   * with (docs/planner.md, "Column generation"); a vertex (the default) is what a dive wants to fix rows from.
   */
  central?: boolean;
}

export interface LinearSolver {
  solve(model: string, options: LinearSolveOptions): LinearSolution;
}

interface HighsRow {
  Dual?: number;
}
interface HighsColumn {
  Primal?: number;
}
interface HighsResult {
  Status: string;
  ObjectiveValue?: number;
  Columns: Record<string, HighsColumn>;
  Rows: HighsRow[];
}
interface Highs {
  solve(model: string, options: Record<string, string | number | boolean>): HighsResult;
}

let loading: Promise<LinearSolver> | undefined;

/**
 * Loads HiGHS (once per process). `wasmPath` is where the Lambda bundle keeps highs.wasm; without it the package's
 * own file is used (Node with node_modules).
 */
export function loadLinearSolver(wasmPath?: string): Promise<LinearSolver> {
  loading ??= (async () => {
    const module = (await import('highs')) as unknown as {
      default: (settings?: { locateFile?: (file: string) => string }) => Promise<Highs>;
    };
    const highs = await module.default(wasmPath ? { locateFile: () => wasmPath } : undefined);
    return {
      solve(model, options) {
        const result = highs.solve(model, {
          time_limit: options.timeLimitSeconds,
          output_flag: false,
          ...(options.central ? { solver: 'ipm', run_crossover: 'off', presolve: 'off' } : {}),
        });
        const values = new Map<string, number>();
        for (const [name, column] of Object.entries(result.Columns ?? {})) {
          if (column.Primal) values.set(name, column.Primal);
        }
        return {
          status: result.Status,
          objective: result.ObjectiveValue ?? Number.NaN,
          values,
          duals: (result.Rows ?? []).map((row) => row.Dual ?? 0),
        };
      },
    };
  })();
  return loading;
}
