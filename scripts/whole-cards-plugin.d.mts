import type { Plugin } from 'vite';

/** A vite plugin that resolves the lazy built-in cards module to the whole one (the server build's cards). */
export function wholeCardsPlugin(): Plugin;
