/**
 * The editor's refusal box: what was not done and why, one sentence per problem, at the top of the
 * editor until the marketer closes it or tries again. Uploads (uploads.ts), publishing and deleting
 * (publish-check.ts) each have their own box, so one does not hide the other.
 */

export type RefusalKind = "upload" | "publish" | "delete";

export function showRefusal(kind: RefusalKind, title: string, problems: readonly string[]): void {
  clearRefusal(kind);
  const box = document.createElement("div");
  box.className = "editor-refusal";
  box.dataset.refusal = kind;
  box.setAttribute("role", "alert");
  const heading = document.createElement("p");
  heading.className = "editor-refusal-title";
  heading.textContent = title;
  box.append(heading);
  const list = document.createElement("ul");
  for (const problem of problems) {
    const line = document.createElement("li");
    line.textContent = problem;
    list.append(line);
  }
  box.append(list);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.addEventListener("click", () => box.remove());
  box.append(close);
  document.body.append(box);
}

export function clearRefusal(kind: RefusalKind): void {
  document.querySelector(`.editor-refusal[data-refusal="${kind}"]`)?.remove();
}
