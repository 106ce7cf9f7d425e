import React from "react";

const gatsby = jest.requireActual("gatsby");

/** Gatsby's Link and queries, replaced for unit tests (no Gatsby runtime in Jest). */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  // As Gatsby's, it forwards its ref to the anchor.
  Link: React.forwardRef<HTMLAnchorElement, { to: string } & Record<string, unknown>>(function Link(
    { activeClassName: _a, activeStyle: _b, getProps: _c, innerRef: _d, partiallyActive: _e, replace: _g, to, ...rest },
    ref,
  ) {
    return React.createElement("a", { ...rest, ref, href: to });
  }),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }: { alias: string }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  withPrefix: (path: string) => path,
};
