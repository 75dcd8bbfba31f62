/**
 * The JSON tree's one way in from the rest of src/: the collapsible tree view of a JSON value and
 * the kit's JSON text of one. Its inner files (the rows model) are its own.
 */
export { JsonTree } from './json-tree';
export { stringifyJson } from './stringify-json';
