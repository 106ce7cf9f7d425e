import React from "react";
import styled from "styled-components";
import type { BlockProps } from "./blocks";
import { GoalBlock, HeroBlock, ImagesBlock, ProjectsBlock, ServicesBlock, TagsBlock, TestimonialBlock } from "./blocks";
import { colors, space } from "../../theme/tokens";

/**
 * Case-study blocks by their `type`. The content validator rejects unknown
 * types at build time; should one reach the page anyway it is shown, not hidden.
 */
export const CASE_STUDY_BLOCKS: Record<string, React.ComponentType<BlockProps>> = {
  hero: HeroBlock,
  goal: GoalBlock,
  services: ServicesBlock,
  images: ImagesBlock,
  testimonial: TestimonialBlock,
  projects: ProjectsBlock,
  tags: TagsBlock,
};

export function CaseStudyBlock(props: BlockProps) {
  const Block = CASE_STUDY_BLOCKS[props.section.type];
  if (!Block) return <UnknownBlock role="note">Unknown case-study section type “{props.section.type}”.</UnknownBlock>;
  return <Block {...props} />;
}

const UnknownBlock = styled.div`
  margin: ${space.lg} auto;
  max-width: 40rem;
  padding: ${space.md};
  border: 2px dashed ${colors.error};
  color: ${colors.error};
`;
