// \p{Cc} is exactly C0, DEL and C1.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * An uploaded file's name as stored and shown (documents, the holiday import's audit entry):
 * without control characters (C0, DEL, C1: a name with ESC or 0x01 keeps its readable rest) and
 * with no half of a surrogate pair.
 */
export function cleanFileName(name: string): string {
  return name.replace(CONTROL_CHARACTERS, '').toWellFormed();
}
