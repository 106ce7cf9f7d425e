/**
 * `gatsby develop` answers every HTML request with its own pages (static/admin/index.html gets the
 * development 404 page), so the development server hands /admin/ to the committed admin page
 * itself. The admin's scripts are ordinary static files and need nothing (its configuration is inside them).
 */
import path from "node:path";

interface Request {
  path: string;
}
interface Response {
  sendFile(file: string): void;
}
interface App {
  get(paths: string[], handler: (request: Request, response: Response) => void): void;
}

export const ADMIN_PAGE = path.resolve("static/admin/index.html");

export function serveAdminInDevelop(app: App): void {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(ADMIN_PAGE));
}
