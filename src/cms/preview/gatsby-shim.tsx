/**
 * What the site's components import from "gatsby", for the CMS previews (no Gatsby runtime in the
 * editor): links are plain anchors, queries have no data but the site-wide settings.
 */
import React from "react";
import site from "../../../content/site.json";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export function Link({ to, children, activeClassName: _active, partiallyActive: _partially, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}

export const graphql = () => null;

/** Static queries in the previewed components (the newsletter block) read the site-wide settings. */
export const useStaticQuery = () => ({ siteContent: site });

export const navigate = () => undefined;
export const withPrefix = (path: string) => path;
