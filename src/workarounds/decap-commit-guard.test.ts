import { Refusal, guardCommits } from "./decap-commit-guard";

/** A backend as Decap registers it: `init` makes the implementation the editor calls. */
function registry() {
  const committed: string[][] = [];
  const deleted: string[][] = [];
  const implementation = {
    entriesByFolder: async () => [{ file: { path: "content/services/a.json" }, data: "{}" }],
    getEntry: async (path: string) => ({ file: { path }, data: "{}" }),
    persistEntry: async (entry: { dataFiles: Array<{ path: string }> }) => {
      committed.push(entry.dataFiles.map((file) => file.path));
    },
    deleteFiles: async (paths: string[]) => {
      deleted.push(paths);
    },
  };
  const backend = { init: () => implementation };
  return {
    cms: { getBackend: (name: string) => (name === "proxy" ? backend : undefined) },
    backend,
    committed,
    deleted,
  };
}

describe("the commit guard on Decap's backends", () => {
  it("runs before each commit and delete, with the backend to read the site through, and passes them on", async () => {
    const { cms, backend, committed, deleted } = registry();
    const seen: string[] = [];
    guardCommits(cms, ["git-gateway", "proxy"], {
      beforeCommit: async (files, reader) => {
        seen.push(
          `commit ${files.map((file) => file.path).join()} ${(await reader.entriesByFolder("content/services", "json", 1)).length}`,
        );
      },
      beforeDelete: async (paths) => {
        seen.push(`delete ${paths.join()}`);
      },
    });
    const implementation = backend.init() as ReturnType<typeof backend.init>;
    await implementation.persistEntry({ dataFiles: [{ path: "content/services/a.json" }] });
    await implementation.deleteFiles(["content/services/a.json"]);
    expect(seen).toEqual(["commit content/services/a.json 1", "delete content/services/a.json"]);
    expect(committed).toEqual([["content/services/a.json"]]);
    expect(deleted).toEqual([["content/services/a.json"]]);
  });

  it("writes nothing when a guard refuses, and Decap shows the refusal's words alone", async () => {
    const { cms, backend, committed, deleted } = registry();
    guardCommits(cms, ["proxy"], {
      beforeCommit: async () => {
        throw new Refusal("one thing needs a change (listed at the top of the page).");
      },
      beforeDelete: async () => {
        throw new Refusal("other pages point to this one (listed at the top of the page).");
      },
    });
    const implementation = backend.init() as ReturnType<typeof backend.init>;
    const refusal = await implementation
      .persistEntry({ dataFiles: [{ path: "content/services/a.json" }] })
      .catch((error: unknown) => error);
    expect(String(refusal)).toBe("one thing needs a change (listed at the top of the page).");
    await expect(implementation.deleteFiles(["content/services/a.json"])).rejects.toThrow(
      "other pages point to this one",
    );
    expect(committed).toEqual([]);
    expect(deleted).toEqual([]);
  });
});
