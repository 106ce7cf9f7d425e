/**
 * The redirect table. It exists and is empty: add { fromPath, toPath } rows
 * here when a page moves, and gatsby-node registers them with createRedirect.
 */
export interface Redirect {
  [key: string]: unknown;
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
}

export const REDIRECTS: readonly Redirect[] = [];
