import styled from "styled-components";

/** The form's area: its min-height is set from the tallest step shown (see the dialog). */
export const Body = styled.div`
  display: grid;
  align-content: start;
`;
