import React from "react";
import styled from "styled-components";
import { media, radii, space } from "../../theme/tokens";

interface ChartProps {
  /** The chart drawn again for phones: its file's URL (a post names the file, `narrow="./diagram-narrow.png"`, and the build brings it in). */
  narrow: string;
  /** Its pixel size, so the page keeps its box before it arrives. */
  width: number;
  height: number;
  /** What it shows (the wide picture's alt text). */
  alt: string;
  /** The wide chart: the post's Markdown image. */
  children: React.ReactNode;
}

/**
 * A chart in a post that stays readable on a phone: the wide picture from tablets up, the same chart
 * drawn for a narrow screen below 600px (a wide diagram scaled to a phone's width shrinks its labels
 * to a few pixels). The picture not shown is not fetched. Use in MDX:
 *
 *   <Chart narrow="./diagram-narrow.png">   (width, height and alt added by the build: src/node/mdx-chart-files.ts)
 *
 *   ![…](./diagram.png)
 *
 *   </Chart>
 */
export function Chart({ narrow, width, height, alt, children }: ChartProps) {
  return (
    <Figure data-chart="">
      <Wide>{children}</Wide>
      <Narrow src={narrow} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
    </Figure>
  );
}

const Figure = styled.div`
  margin: ${space.lg} 0;
`;

const Wide = styled.div`
  ${media.mobileOnly} {
    display: none;
  }
`;

const Narrow = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${radii.md};
  ${media.tablet} {
    display: none;
  }
`;

/** The components a post's MDX may use, by name. */
export const POST_COMPONENTS = { Chart };
