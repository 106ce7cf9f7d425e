import styled from "styled-components";
import { theme } from "../../theme/tokens";

export const Notice = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.highlight};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

export const Choices = styled.fieldset`
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  border: 0;
  display: grid;
  gap: ${theme.space.md};
  legend {
    padding: 0;
    margin-bottom: ${theme.space.sm};
    font-weight: 600;
  }
`;

export const Choice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: start;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.accent};
  }
  label {
    font-weight: 600;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export const Fine = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export const Banner = styled.section`
  position: fixed;
  inset: auto 0 0;
  z-index: 800;
  padding: ${theme.space.lg};
  background: ${theme.colors.navyDeep};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.lift};
  > div {
    max-width: 72rem;
    margin: 0 auto;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md} ${theme.space.lg};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    max-width: 44rem;
    color: ${theme.colors.textMuted};
  }
`;
