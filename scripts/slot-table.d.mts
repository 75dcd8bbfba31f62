/** The markers around the generated table in docs/data-slots.md. */
export declare const SLOT_TABLE_START: string;
export declare const SLOT_TABLE_END: string;
/** The Markdown between the markers: the shared parts, each card's own parts, then `<ToolTranscript>`'s. */
export declare function slotTable(
  sharedSlots: Readonly<Record<string, string>>,
  slotsByCard: Readonly<Record<string, Readonly<Record<string, string>>>>,
  transcriptSlots?: Readonly<Record<string, string>>,
): string;
/** `readme` with the text between the markers replaced by `table`. */
export declare function withSlotTable(readme: string, table: string): string;
