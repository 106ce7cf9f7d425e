/** One content file as the validator and the content rules read it. */
import type { ContentKind } from "./schema";
import type { ImageReference } from "./schema-builder";

export interface ContentRecord {
  kind: ContentKind;
  file: string;
  data: Record<string, unknown>;
  slug: string | null;
  path: string | null;
  /** MDX only: the body after the frontmatter. */
  body?: string;
  /** The images the file names (each exists), for the checks of their contents (content-images.ts). */
  images: ImageReference[];
}
