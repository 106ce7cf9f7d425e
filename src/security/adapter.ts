/**
 * A deploy adapter with every page's own Content-Security-Policy.
 *
 * Gatsby's `headers` config is read before the build, but a page's inline
 * scripts and styles (and so their hashes) exist only after it. This wraps a
 * deploy adapter (gatsby-adapter-netlify) and hands it, next to the header
 * routes Gatsby computed from `headers`, one route per built page carrying
 * that page's policy from the build's CSP manifest. The adapter then writes
 * them all where its host reads them (Netlify: public/_headers).
 */
import path from "node:path";
import type { HeaderRoutes, IAdapter } from "gatsby";
import { CSP_MANIFEST_PATH, readCspManifest } from "./csp-manifest";
import { type CspManifest, type SecurityEnv, contentSecurityPolicy, cspHeaderName } from "./headers";

/** One header route per page: its path and its policy. */
export function pageCspRoutes(manifest: CspManifest, env: SecurityEnv): HeaderRoutes {
  const key = cspHeaderName(env);
  return Object.entries(manifest.pages).map(([pagePath, hashes]) => ({
    path: pagePath,
    headers: [{ key, value: contentSecurityPolicy(env, hashes, manifest.frames) }],
  }));
}

export function withPageCsp(
  adapter: IAdapter,
  {
    env = process.env,
    manifestFile = path.resolve(CSP_MANIFEST_PATH),
  }: { env?: SecurityEnv; manifestFile?: string } = {},
): IAdapter {
  const { adapt } = adapter;
  return {
    ...adapter,
    adapt: (context) => {
      const manifest = readCspManifest(manifestFile);
      if (!manifest) throw new Error(`${manifestFile} is missing: the build's onPostBuild writes it`);
      const headerRoutes = [...context.headerRoutes, ...pageCspRoutes(manifest, env)];
      // The context's manifests are lazy getters: forward every property but the header routes.
      const withCsp = new Proxy(context, {
        get: (target, property, receiver) =>
          property === "headerRoutes" ? headerRoutes : Reflect.get(target, property, receiver),
      });
      return adapt(withCsp);
    },
  };
}
