/**
 * Lint rule `project/areas-order` (ESLint's rule API, run by oxlint through tools/lint/project-plugin.js): a file
 * of functions/src imports other areas only below its own in the declared order (areas.js), and of them only the
 * files they expose. Test files are exempt: they are not bundled.
 */
import { exposesOf, rankOf } from './areas.js';
import { placeOf, targetOf } from './resolve.js';

/** The broken rule of an import from `from` to `to`, or undefined when it may be. */
export function verdictOf(from, to) {
  if (!from || !to || from.area === to.area) return undefined;
  const fromRank = rankOf.get(from.area);
  const toRank = rankOf.get(to.area);
  if (fromRank === undefined) return { messageId: 'unknownArea', data: { area: from.area } };
  if (toRank === undefined) return { messageId: 'unknownArea', data: { area: to.area } };
  if (toRank > fromRank) return { messageId: 'againstOrder', data: { from: from.area, to: to.area } };
  // The wiring puts the areas' operations, jobs and handlers together: it alone reaches inside them.
  if (from.area !== 'wiring' && !exposesOf.get(to.area)?.has(to.file))
    return { messageId: 'internal', data: { area: to.area, file: to.file } };
  return undefined;
}

export const areaOrderRule = {
  meta: {
    type: 'problem',
    docs: { description: 'API areas import only lower areas, and only what those expose (docs/modules.md).' },
    schema: [],
    messages: {
      unknownArea: 'Area `{{area}}` is not in the declared order: add it to tools/areas/areas.js.',
      againstOrder:
        '`{{from}}` may not import `{{to}}`: `{{to}}` comes later in the order of areas (tools/areas/areas.js, docs/modules.md).',
      internal:
        '`{{area}}/{{file}}` is internal to `{{area}}`: import what the area exposes, or expose it in tools/areas/areas.js.',
    },
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const from = placeOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const verdict = verdictOf(from, targetOf(file, source.value));
      if (verdict) context.report({ node: source, ...verdict });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
