/** A database row or a document line as the engine and the areas pass them around. */
export type Row = Record<string, unknown>;
