/**
 * Files a marketer picks to upload are checked before the editor takes them, by the rules and with
 * the sentences of the build (src/node/image-rules.ts): a file that is not the picture its name
 * says, over 5 MB or over 6000 px on a side is refused with a message saying how to fix it. The
 * build reads a file with sharp; the browser reads its first bytes and decodes it (createImageBitmap),
 * and src/node/__tests__/content-images.test.ts checks that both read each format the same way.
 */
import { type ImageFacts, formatOfName, imageProblem, sniffImageFormat } from "../../node/image-rules";
import { showRefusal } from "./refusal";

/** What the browser reads of a picked file. */
export async function browserImageFacts(file: Blob): Promise<ImageFacts> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const format = sniffImageFormat(head);
  if (format === null || format === "other" || format === "svg") return { bytes: file.size, format };
  try {
    const bitmap = await createImageBitmap(file);
    const facts = { bytes: file.size, format, width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return facts;
  } catch {
    // Its first bytes say picture, but it does not decode: a broken or cut-off file.
    return { bytes: file.size, format: null };
  }
}

/** One sentence per file that may not be uploaded: "notes.jpg is not a JPEG image: …". */
export async function uploadProblems(files: readonly File[]): Promise<string[]> {
  const problems = await Promise.all(
    files.map(async (file) => {
      // Only images are checked: the editor takes no other files.
      const problem = formatOfName(file.name)
        ? imageProblem(file.name, await browserImageFacts(file))
        : imageProblem(file.name, { bytes: file.size, format: null });
      return problem ? `${file.name} ${problem}.` : null;
    }),
  );
  return problems.filter((problem): problem is string => problem !== null);
}

/** Shows the refusal at the top of the editor until the marketer closes it or picks another file. */
export function showUploadRefusal(problems: readonly string[]): void {
  showRefusal(
    "upload",
    problems.length === 1 ? "This file was not uploaded" : "These files were not uploaded",
    problems,
  );
}
