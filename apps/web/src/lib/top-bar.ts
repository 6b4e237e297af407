/** The signed-in pages' top bar height (px): sticky table headers stop just under it. */
export const TOP_BAR_HEIGHT = 56;
