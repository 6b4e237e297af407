/** The sticky top bar's height: sticky table headers stop below it. */
export const HEADER_HEIGHT = 56;
