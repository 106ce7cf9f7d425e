import styled from "styled-components";

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
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
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.focus};
  color: ${({ theme }) => theme.colors.onAccent};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;
