/**
 * Extra response headers by path, given to the server as a table in Gatsby's
 * `headers` format ({ source, headers: [{ key, value }] }[], where `*` matches
 * anything and `:name` one path segment) or as a function of the path. Every
 * matching rule applies, in order, so a later rule overrides an earlier one.
 */
export interface HeaderRule {
  source: string;
  headers: readonly { key: string; value: string }[];
}

/** Headers for the answer to `urlPath`; `status` tells which page answered (404.html for an unknown path). */
export type HeadersFor = (urlPath: string, status: number) => Record<string, string>;

function sourcePattern(source: string): RegExp {
  const pattern = source
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${pattern}$`);
}

export function headersFromRules(rules: readonly HeaderRule[]): HeadersFor {
  const compiled = rules.map((rule) => ({ pattern: sourcePattern(rule.source), headers: rule.headers }));
  return (urlPath) => {
    const result: Record<string, string> = {};
    for (const rule of compiled) {
      if (!rule.pattern.test(urlPath)) continue;
      for (const { key, value } of rule.headers) result[key] = value;
    }
    return result;
  };
}
