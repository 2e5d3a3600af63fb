// Approximate token counts, for sizing context blocks in the UI. The
// server's figure (ContextJSON.tokens) is authoritative; this estimate is
// for text the user is editing: about four characters per token, with
// each word costing at least one.

export function estimateTokens(text: string): number {
  if (!text) return 0;
  const chars = [...text].length;
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(words, Math.ceil(chars / 4));
}

export function formatTokens(n: number): string {
  if (n < 1000) return `${n} tokens`;
  return `${(n / 1000).toFixed(n < 10000 ? 1 : 0)}k tokens`;
}
