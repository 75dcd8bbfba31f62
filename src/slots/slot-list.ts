/**
 * A list of `data-slot` names with one line each on what the part is: the README's slot table
 * is written from these lines (`npm run docs:slots`), so a description lives beside its name.
 */
export type SlotList = Readonly<Record<string, string>>;
