import styled from "styled-components";
import { colors, fontSizes, radii, shadows, space } from "../../theme/tokens";

export const Notice = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 1px solid ${colors.highlight};
  border-radius: ${radii.md};
  background: ${colors.surface};
`;

export const Choices = styled.fieldset`
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
  display: grid;
  gap: ${space.md};
  legend {
    padding: 0;
    margin-bottom: ${space.sm};
    font-weight: 600;
  }
`;

export const Choice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.md};
  align-items: start;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${colors.accent};
  }
  label {
    font-weight: 600;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

export const Fine = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

export const Banner = styled.section`
  position: fixed;
  inset: auto 0 0;
  z-index: 800;
  padding: ${space.lg};
  background: ${colors.navyDeep};
  border-top: 1px solid ${colors.border};
  box-shadow: ${shadows.lift};
  > div {
    max-width: 72rem;
    margin: 0 auto;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md} ${space.lg};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    max-width: 44rem;
    color: ${colors.textMuted};
  }
`;
