const WORDS_PER_MINUTE = 230;

/** Words a reader reads: outside code fences and tags, each with a letter or digit. */
export function proseWordCount(body: string): number {
  const prose = body.replace(/```[\s\S]*?```/g, " ").replace(/<[^>]+>/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a text (at least 1), counting its prose words at 230 a minute. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(proseWordCount(body) / WORDS_PER_MINUTE));
}
