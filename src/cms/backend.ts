/**
 * The production backend of the CMS, chosen when the site is built:
 *   CMS_BACKEND=git-gateway (default)   Netlify Identity + Git Gateway, nothing else to set
 *   CMS_BACKEND=github CMS_REPO=owner/name [CMS_AUTH_BASE_URL=https://oauth.example.com]
 *   CMS_BRANCH=main (default)           the branch edits are committed to
 *   CMS_EDITORIAL_WORKFLOW=true         a save is a draft (a branch and a pull request, which the host builds as a
 *                                       deploy preview); "Publish" in the editor's workflow merges it
 * Without any of them, the generated configuration's backend (git-gateway on main, publishing at once,
 * src/cms/config.yml) applies.
 */
export interface BackendEnv {
  CMS_BACKEND?: string;
  CMS_REPO?: string;
  CMS_BRANCH?: string;
  CMS_AUTH_BASE_URL?: string;
  CMS_EDITORIAL_WORKFLOW?: string;
}

export type BackendConfig = { name: string; branch?: string; repo?: string; base_url?: string };

export function backendFromEnv(env: BackendEnv): BackendConfig | null {
  const name = env.CMS_BACKEND?.trim() || (env.CMS_REPO ? "github" : "");
  const branch = env.CMS_BRANCH?.trim() || undefined;
  if (!name && !branch) return null;
  if (name && name !== "git-gateway" && name !== "github")
    throw new Error(`CMS_BACKEND must be git-gateway or github, got "${name}"`);
  if (name === "github" && !/^[\w.-]+\/[\w.-]+$/.test(env.CMS_REPO ?? ""))
    throw new Error(`CMS_BACKEND=github needs CMS_REPO=owner/name, got "${env.CMS_REPO ?? ""}"`);
  return {
    name: name || "git-gateway",
    ...(branch ? { branch } : {}),
    ...(name === "github" ? { repo: env.CMS_REPO } : {}),
    ...(name === "github" && env.CMS_AUTH_BASE_URL ? { base_url: env.CMS_AUTH_BASE_URL } : {}),
  };
}

/** Decap's `publish_mode`: "editorial_workflow" with CMS_EDITORIAL_WORKFLOW=true, else null (publish at once). */
export function publishModeFromEnv(env: BackendEnv): "editorial_workflow" | null {
  const value = env.CMS_EDITORIAL_WORKFLOW?.trim();
  if (!value || value === "false") return null;
  if (value === "true") return "editorial_workflow";
  throw new Error(`CMS_EDITORIAL_WORKFLOW must be true or false, got "${value}"`);
}

/** Netlify Identity's widget: Decap's git-gateway backend logs editors in with it, and it accepts an invitation's link. */
export const IDENTITY_WIDGET = "https://identity.netlify.com/v1/netlify-identity-widget.js";

/**
 * Whether the editor built for `env` logs in with Netlify Identity: a production build whose backend is
 * git-gateway (the default). `npm run cms` (gatsby develop) saves through its local server and needs no login.
 */
export function usesNetlifyIdentity(env: BackendEnv & { NODE_ENV?: string }): boolean {
  return env.NODE_ENV === "production" && (backendFromEnv(env)?.name ?? "git-gateway") === "git-gateway";
}
