/**
 * The Markdown engine's one way in from the rest of src/: the kit's own CommonMark parser behind
 * `drawMarkdown`, `MarkdownText` and the plain-text preview. Its inner files are its own.
 */
export { drawMarkdown } from './draw-markdown';
export { markdownPreview } from './markdown-preview';
export { MarkdownText } from './markdown-text';
