/** Pounds (as the lead protocol and numeric columns carry them) to integer pence, exactly. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);
