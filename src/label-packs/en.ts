/** `toolcards/labels/en`: the English labels, the kit's defaults. */
import { DEFAULT_LABELS } from '../labels/default-labels';
import type { ToolCardLabels } from '../labels/tool-card-labels';

/** Every label in English: `<ToolCard labels={EN_LABELS}>` is the same as passing none. */
export const EN_LABELS: ToolCardLabels = DEFAULT_LABELS;
