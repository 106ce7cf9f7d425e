import { css } from "styled-components";

/** A list used for layout: no bullets, no indent, no margins. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
