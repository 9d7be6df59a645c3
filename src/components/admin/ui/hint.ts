/**
 * An empty admin field's example: "e.g. …", italic and muted, so after saving (when the field is
 * empty again) it reads as a hint, never as a value that was kept.
 */
export const hintPlaceholder = "placeholder:italic placeholder:text-muted-foreground";

/** The example as a placeholder says it. */
export const example = (value: string) => `e.g. ${value}`;
