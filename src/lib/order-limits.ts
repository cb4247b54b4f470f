/** The most of one item a line may hold; the server's answer (stock) may allow fewer. */
export const MAX_LINE_QUANTITY = 99;
