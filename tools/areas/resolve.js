/** Where an import of functions/src leads: the importing file's area and the imported area and file. */
import path from 'node:path';

export const functionsSrc = path.resolve(import.meta.dirname, '../../functions/src');

/** The area of a file of functions/src and its path inside the area (no extension), or undefined outside it. */
export function placeOf(file) {
  const relative = path.relative(functionsSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.replace(/\.(ts|tsx|js)$/, '').split(path.sep);
  return parts.length === 1
    ? { area: 'root', file: parts[0] }
    : { area: parts[0], file: parts.slice(1).join('/') };
}

/** The place an import specifier of `fromFile` leads to, or undefined for packages and other workspaces. */
export function targetOf(fromFile, specifier) {
  if (specifier.startsWith('.')) return placeOf(path.resolve(path.dirname(fromFile), specifier));
  if (specifier.startsWith('@app/functions/'))
    return placeOf(path.join(functionsSrc, specifier.slice('@app/functions/'.length)));
  return undefined;
}
