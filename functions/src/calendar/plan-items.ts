/**
 * The plan partition's item definitions live in `plan-items.repository.ts` (only repositories know keys); this
 * module keeps the older import path working for the repositories that use it.
 */
export * from './plan-items.repository';
