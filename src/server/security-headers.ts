/**
 * The security header rules the production server applies to every answer
 * (a HeaderRule table in Gatsby's `headers` format). The site's security rules
 * are kept with the security code; this is the one place the server takes them from.
 */
import type { HeaderRule } from "./header-rules";

export const SECURITY_HEADER_RULES: readonly HeaderRule[] = [];
