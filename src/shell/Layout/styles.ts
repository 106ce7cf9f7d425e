import styled from "styled-components";
import { colors, layout, radii, space } from "../../theme/tokens";

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
`;

export const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${colors.focus};
  color: ${colors.onAccent};
  border-radius: ${radii.sm};
  &:focus {
    top: ${space.md};
  }
`;
