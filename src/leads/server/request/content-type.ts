/** The two body types a lead route accepts, by the request's Content-Type (parameters and case ignored). */
const mediaType = (header: string | undefined) => header?.split(";")[0]?.trim().toLowerCase();

export function isJsonContentType(header: string | undefined): boolean {
  return mediaType(header) === "application/json";
}

export function isFormContentType(header: string | undefined): boolean {
  return mediaType(header) === "application/x-www-form-urlencoded";
}
