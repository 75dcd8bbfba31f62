/** The first element with this `data-slot` in a story's canvas, or `null`: play functions assert on it. */
export const slotIn = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

/** Every element with this `data-slot` in a story's canvas. */
export const slotsIn = (canvasElement: HTMLElement, name: string) => [
  ...canvasElement.querySelectorAll<HTMLElement>(`[data-slot="${name}"]`),
];
