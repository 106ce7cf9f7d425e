import React from "react";
import styled from "styled-components";

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
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-weight: 700;
  }
`;
