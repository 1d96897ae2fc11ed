/**
 * Whisper reads at most 224 prompt tokens (half its text context) and OpenAI-compatible servers may refuse more;
 * Russian runs about 2–3 characters a token, so the prompt is cut at a word before this many characters.
 */
export const MAX_PROMPT_CHARS = 500;

export function clampPrompt(prompt: string | undefined): string | null {
  const text = prompt?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= MAX_PROMPT_CHARS) return text;
  const cut = text.slice(0, MAX_PROMPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;]+$/, '');
}
