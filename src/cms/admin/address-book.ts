/**
 * Which web addresses the pages already have, as the editor sees them: the entries of every
 * collection whose pages could take the same address (services, technologies, industries and
 * cities all publish under /services/), their current and earlier addresses, and the sentence
 * that refuses a taken one. The build checks the same rule across the whole folder
 * (validate-content.ts) with the same words (publishing-rules.ts).
 */
import { KINDS, type ContentKind } from "../../node/schema";
import { mdxSlug, pagePathFor } from "../../node/page-paths";
import {
  type AddressOwner,
  CHOOSE_ANOTHER_ADDRESS,
  addressTaken,
  reservedAddress,
  titleOf,
} from "../../node/publishing-rules";
import type { EntryHit } from "./decap";
import { cmsCollections } from "../config";

/** The kind of a folder collection (its name is the kind's folder: services, blog…). */
export function kindOfCollection(collection: string): ContentKind | undefined {
  return KINDS.find((def) => !def.holds && def.location === collection)?.kind;
}

/** A page's address from its slug (and an industry's section). */
export const addressOf = (kind: ContentKind, slug: string, section?: unknown) =>
  pagePathFor(kind, { slug, section: typeof section === "string" ? section : undefined });

/** Where a kind's pages may be: "/services/" and "/industries/" for an industry. */
function prefixesOf(kind: ContentKind): Set<string> {
  const marker = "\u0000";
  return new Set(
    [undefined, "services", "industries"].flatMap(
      (section) => addressOf(kind, marker, section)?.split(marker)[0] ?? [],
    ),
  );
}

/** The collections whose pages could take an address a page of `collection` could have (itself included). */
export function collectionsSharingAddresses(collection: string): string[] {
  const kind = kindOfCollection(collection);
  if (!kind) return [];
  const mine = prefixesOf(kind);
  return KINDS.filter((def) => !def.holds && [...prefixesOf(def.kind)].some((prefix) => mine.has(prefix))).map(
    (def) => def.location,
  );
}

/** The slug of an entry: its own field, or for a post or page without one its folder or file name. */
export const slugOfEntry = (hit: Pick<EntryHit, "data" | "path">) => mdxSlug(hit.path, hit.data);

export interface Claim {
  address: string;
  owner: AddressOwner;
}

/** Every address the entries of a collection have now or had before. */
export function claimsOf(collection: string, hits: readonly EntryHit[]): Claim[] {
  const kind = kindOfCollection(collection);
  if (!kind) return [];
  return hits.flatMap((hit) => {
    const owner = { title: titleOf({ data: hit.data, file: hit.path }), file: hit.path };
    const current = addressOf(kind, slugOfEntry(hit), hit.data.section);
    const previous = Array.isArray(hit.data.previousSlugs) ? (hit.data.previousSlugs as string[]) : [];
    return [
      ...(current ? [{ address: current, owner }] : []),
      ...previous.flatMap((slug) => {
        const address = addressOf(kind, slug, hit.data.section);
        return address && address !== current ? [{ address, owner: { ...owner, earlier: true } }] : [];
      }),
    ];
  });
}

/**
 * Why a page may not have `address`, as a sentence for the editor, or null. `ownFile` is the page's
 * own file (its claims do not count; a new page has none).
 */
export function addressProblem(address: string, claims: readonly Claim[], ownFile?: string): string | null {
  const reserved = reservedAddress(address);
  if (reserved) return `${reserved}: ${CHOOSE_ANOTHER_ADDRESS}.`;
  const claim = claims.find((other) => other.address === address && other.owner.file !== ownFile);
  return claim ? `${addressTaken(address, claim.owner)}: ${CHOOSE_ANOTHER_ADDRESS}.` : null;
}

/**
 * A post's entry is at #/collections/blog/entries/<slug>/index (its file is <slug>/index.mdx), but a
 * marketer opens it at #/collections/blog/entries/<slug>, its address on the site; there Decap shows
 * an empty form marked "Published". Such an address is sent to the post's entry.
 */
export function entryHashFor(hash: string): string | null {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/]+)$/.exec(hash);
  if (!match) return null;
  const folderPerEntry = cmsCollections().some(
    (collection) => collection.name === match[1] && String(collection.path ?? "").endsWith("/index"),
  );
  return folderPerEntry ? `${hash}/index` : null;
}
