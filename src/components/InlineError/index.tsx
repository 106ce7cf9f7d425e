import React from "react";
import styled from "styled-components";
import { colors, fontSizes, radii, space } from "../../theme/tokens";

/** A form's error: the code in bold, then the message (the code may be empty). */
export function InlineError({ code, message }: { code: string; message: string }) {
  return (
    <Box role="alert">
      <strong>{code}</strong>
      {code ? " " : null}
      {message}
    </Box>
  );
}

const Box = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.error};
  border-left-width: 4px;
  border-radius: ${radii.sm};
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  strong {
    font-weight: 700;
  }
`;
