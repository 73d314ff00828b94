/**
 * The project's own lint rules, run by oxlint as a JS plugin (.oxlintrc.json, `jsPlugins`):
 * - `project/areas-order`: API areas import only lower areas, and only what those expose (tools/areas/rule.js).
 * - `project/restricted-syntax`: code shapes the project refuses, each named by an AST selector with the message
 *   that says what to do instead (the options: `{ selector, message }`, as ESLint's `no-restricted-syntax`).
 */
import { areaOrderRule } from '../areas/rule.js';

const restrictedSyntaxRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Refuses the code shapes named by the options, with their messages.' },
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { selector: { type: 'string' }, message: { type: 'string' } },
        required: ['selector', 'message'],
        additionalProperties: false,
      },
    },
  },
  create(context) {
    const visitors = {};
    for (const { selector, message } of context.options) {
      visitors[selector] = (node) => context.report({ node, message });
    }
    return visitors;
  },
};

export default {
  meta: { name: 'project' },
  rules: { 'areas-order': areaOrderRule, 'restricted-syntax': restrictedSyntaxRule },
};
