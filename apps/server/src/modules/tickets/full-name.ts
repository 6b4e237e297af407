/** "Name Surname" of a joined user row; null when the row is absent (no such user joined). */
export const fullName = (name: string | null, surname: string | null) =>
  name === null ? null : `${name} ${surname ?? ''}`.trim();
