import React from "react";

const gatsby = jest.requireActual("gatsby");

/** Gatsby's Link and queries, replaced for unit tests (no Gatsby runtime in Jest). */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({
        activeClassName: _a,
        activeStyle: _b,
        getProps: _c,
        innerRef: _d,
        partiallyActive: _e,
        ref: _f,
        replace: _g,
        to,
        ...rest
      }: { to: string } & Record<string, unknown>) => React.createElement("a", { ...rest, href: to }),
    ),
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
