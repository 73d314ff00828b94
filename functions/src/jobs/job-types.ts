/**
 * Registers the product's job types with the workers. Each feature that runs in the background (payroll
 * exports, automatic planning, imports, reports) adds its module's import here.
 */
export {};
