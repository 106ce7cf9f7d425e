const WORDS_PER_MINUTE = 230;

/** Whole minutes to read a text (at least 1), counting words outside code fences at 230 a minute. */
export function readingMinutes(body: string): number {
  const prose = body.replace(/```[\s\S]*?```/g, " ").replace(/<[^>]+>/g, " ");
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
