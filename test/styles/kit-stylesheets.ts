/**
 * The kit's stylesheets as text, for browser tests that must choose the import order a host
 * uses (Vite would inject `import '…css'` in its own order). `@import './x.css'` lines are inlined
 * the way scripts/build.mjs does for dist/styles.css.
 */
const sources = import.meta.glob<string>('../../src/styles/*.css', { query: '?raw', import: 'default', eager: true });

function source(name: string): string {
  const text = sources[`../../src/styles/${name}`];
  if (text === undefined) throw new Error(`no stylesheet src/styles/${name}`);
  return text;
}

/** `styles.css` or `shadcn.css` with its imports inlined, as the package ships it. */
export function kitStylesheet(name: 'styles.css' | 'shadcn.css'): string {
  return source(name).replace(/^@import\s+['"]\.\/([^'"]+)['"];\s*$/gm, (_line, file: string) => source(file));
}

/** Every stylesheet file of the kit by its name, for a CSS compiler's `@import` loader. */
export function kitStylesheetFile(name: string): string {
  return source(name);
}

/** Adds a `<style>` to the page and returns a function that removes it. */
export function addStyle(css: string): () => void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}
