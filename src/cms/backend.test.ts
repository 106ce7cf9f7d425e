import { backendFromEnv, publishModeFromEnv, usesNetlifyIdentity } from "./backend";

describe("backendFromEnv", () => {
  it("keeps config.yml's backend (git-gateway on main) when nothing is set", () => {
    expect(backendFromEnv({})).toBeNull();
    expect(backendFromEnv({ CMS_BACKEND: " " })).toBeNull();
  });

  it("git-gateway on another branch", () => {
    expect(backendFromEnv({ CMS_BACKEND: "git-gateway", CMS_BRANCH: "content" })).toEqual({
      name: "git-gateway",
      branch: "content",
    });
    expect(backendFromEnv({ CMS_BRANCH: "content" })).toEqual({ name: "git-gateway", branch: "content" });
  });

  it("GitHub with its repository and, outside Netlify, an OAuth service", () => {
    expect(
      backendFromEnv({
        CMS_BACKEND: "github",
        CMS_REPO: "flatirons/website",
        CMS_AUTH_BASE_URL: "https://auth.example.com",
      }),
    ).toEqual({ name: "github", repo: "flatirons/website", base_url: "https://auth.example.com" });
    expect(backendFromEnv({ CMS_REPO: "flatirons/website" })).toEqual({ name: "github", repo: "flatirons/website" });
  });

  it("refuses an unknown backend or GitHub without a repository, in a sentence", () => {
    expect(() => backendFromEnv({ CMS_BACKEND: "gitlab" })).toThrow(
      'CMS_BACKEND must be git-gateway or github, got "gitlab"',
    );
    expect(() => backendFromEnv({ CMS_BACKEND: "github" })).toThrow(
      'CMS_BACKEND=github needs CMS_REPO=owner/name, got ""',
    );
  });
});

describe("the editorial workflow", () => {
  it("is on with CMS_EDITORIAL_WORKFLOW=true, off by default or with false; anything else stops the build", () => {
    expect(publishModeFromEnv({ CMS_EDITORIAL_WORKFLOW: "true" })).toBe("editorial_workflow");
    expect(publishModeFromEnv({})).toBeNull();
    expect(publishModeFromEnv({ CMS_EDITORIAL_WORKFLOW: "false" })).toBeNull();
    expect(() => publishModeFromEnv({ CMS_EDITORIAL_WORKFLOW: "yes" })).toThrow(
      'CMS_EDITORIAL_WORKFLOW must be true or false, got "yes"',
    );
  });
});

describe("logging in on the live site", () => {
  it("is through Netlify Identity for a production build on git-gateway (the default), not under npm run cms", () => {
    expect(usesNetlifyIdentity({ NODE_ENV: "production" })).toBe(true);
    expect(usesNetlifyIdentity({ NODE_ENV: "production", CMS_BACKEND: "git-gateway" })).toBe(true);
    expect(usesNetlifyIdentity({ NODE_ENV: "production", CMS_BACKEND: "github", CMS_REPO: "flatirons/site" })).toBe(
      false,
    );
    expect(usesNetlifyIdentity({ NODE_ENV: "development" })).toBe(false);
  });
});
