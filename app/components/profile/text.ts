// How list fields are typed in the edit forms (docs/requirements.md § Input rules): education details and additional-information
// lists as comma-separated text split on ', '; responsibilities one per line. Blank entries are dropped.

export function splitCommaList(text: string): string[] {
  return text
    .split(", ")
    .map((s) => s.trim())
    .filter(Boolean);
}

export const joinCommaList = (items: readonly string[]): string => items.join(", ");

export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const joinLines = (items: readonly string[]): string => items.join("\n");
