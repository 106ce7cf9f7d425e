/**
 * The images content files name are real pictures of the kind their names say and of a sensible
 * size (src/node/image-rules.ts), read by their contents with sharp: a text file renamed .jpg or an
 * 11 MB photo stops the build with a sentence saying how to fix it, as `npm run content:check` does.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type ImageFacts, type ImageFormat, imageProblem } from "./image-rules";
import {
  type ContentProblem,
  type ContentRecord,
  type ValidationResult,
  contentDirectory,
  loadContent,
  problemSentence,
} from "./validate-content";

/** sharp's names of the formats the site takes (AVIF is HEIF compressed with AV1). */
const SHARP_FORMATS: Record<string, ImageFormat> = { png: "png", jpeg: "jpeg", webp: "webp", svg: "svg" };

/** What sharp reads in a file's header (it decodes no pixels). */
export async function imageFacts(file: string): Promise<ImageFacts> {
  const bytes = fs.statSync(file).size;
  try {
    const { format = "", compression, width, height } = await sharp(file).metadata();
    const kind = format === "heif" && compression === "av1" ? "avif" : (SHARP_FORMATS[format] ?? "other");
    return { bytes, format: kind, width, height };
  } catch {
    return { bytes, format: null };
  }
}

/** One problem per image a record names that may not be used, naming the file and the field. */
export async function imageFailures(
  records: readonly ContentRecord[],
  rootDir: string,
  read: (file: string) => Promise<ImageFacts> = imageFacts,
): Promise<ContentProblem[]> {
  const facts = new Map<string, Promise<ImageFacts>>();
  const failures = await Promise.all(
    records.flatMap((record) =>
      record.images.map(async ({ field, path: relative }) => {
        const file = path.resolve(rootDir, path.dirname(record.file), relative);
        if (!facts.has(file)) facts.set(file, read(file));
        const problem = imageProblem(relative, await facts.get(file)!);
        return problem
          ? {
              file: record.file,
              field,
              message: `names ${relative}, which ${problem}`,
              rule: "image-contents" as const,
            }
          : null;
      }),
    ),
  );
  return failures.filter((failure) => failure !== null);
}

/** Everything the build checks in a content folder: the model, the rules across files and the images. */
export async function checkContent(
  rootDir: string,
  contentDir: string = contentDirectory(rootDir),
): Promise<ValidationResult> {
  const { records, problems } = loadContent(rootDir, contentDir);
  const all = [...problems, ...(await imageFailures(records, rootDir))];
  return { records, errors: all.map(problemSentence), problems: all };
}
