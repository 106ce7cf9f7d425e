import { checkFilesBeforeDecap, commitOnlyNamedUploads, namedAssets } from "./decap-uploads";

describe("commitOnlyNamedUploads", () => {
  it("commits only the uploads the entry's text names", async () => {
    const persisted: unknown[] = [];
    const backends: Record<string, { init(...args: unknown[]): unknown }> = {
      proxy: {
        init: () => ({
          persistEntry: async (entry: unknown) => {
            persisted.push(entry);
          },
        }),
      },
    };
    commitOnlyNamedUploads({ getBackend: (name) => backends[name] }, ["git-gateway", "proxy"]);
    const implementation = backends.proxy.init() as {
      persistEntry(entry: unknown, options: unknown): Promise<unknown>;
    };
    const dataFiles = [
      { raw: "---\ncover: sample.jpg\n---\n![A chart](chart.png)\n", path: "content/blog/x/index.mdx" },
    ];
    await implementation.persistEntry(
      {
        dataFiles,
        assets: [
          { path: "content/blog/x/sample.jpg" },
          { path: "content/blog/x/unused.jpg" },
          { path: "content/blog/x/chart.png" },
        ],
      },
      {},
    );
    expect(persisted).toEqual([
      { dataFiles, assets: [{ path: "content/blog/x/sample.jpg" }, { path: "content/blog/x/chart.png" }] },
    ]);
  });

  it("matches a case study's image by its file name in a relative path", () => {
    const raw = JSON.stringify({ cover: { src: "../images/work/routewise-hero.jpg" } });
    expect(
      namedAssets(
        [{ raw }],
        [{ path: "content/images/work/routewise-hero.jpg" }, { path: "content/images/work/x.jpg" }],
      ),
    ).toEqual([{ path: "content/images/work/routewise-hero.jpg" }]);
  });
});

describe("checkFilesBeforeDecap", () => {
  let pass = true;
  const checked: File[][] = [];
  beforeAll(() =>
    checkFilesBeforeDecap(async (files) => {
      checked.push(files);
      return pass;
    }),
  );

  function pick(file: File) {
    const input = document.createElement("input");
    input.type = "file";
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    document.body.append(input);
    const seenByDecap: Event[] = [];
    // Decap's listener is below the window (React listens on its root element).
    document.body.addEventListener("change", (event) => seenByDecap.push(event));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    return { input, seenByDecap };
  }

  it("hands the files to Decap when they pass", async () => {
    pass = true;
    const photo = new File(["…"], "photo.jpg");
    const { input, seenByDecap } = pick(photo);
    expect(seenByDecap).toHaveLength(0); // held back while the check runs
    await new Promise((resolve) => setTimeout(resolve));
    expect(checked.at(-1)).toEqual([photo]);
    expect(seenByDecap).toHaveLength(1);
    expect(seenByDecap[0].target).toBe(input);
  });

  it("keeps refused files from Decap", async () => {
    pass = false;
    const notes = new File(["Launch notes"], "notes.jpg");
    const { seenByDecap } = pick(notes);
    await new Promise((resolve) => setTimeout(resolve));
    expect(checked.at(-1)).toEqual([notes]);
    expect(seenByDecap).toHaveLength(0);
  });
});
