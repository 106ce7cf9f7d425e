import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Avatar, type PersonPhoto } from "../Avatar";
import { colors, fontSizes, space } from "../../theme/tokens";

export interface ContactPersonData {
  name: string;
  role: string;
  photo?: PersonPhoto;
  email?: string | null;
  phone?: string | null;
}

/** "+1 303 555 0147" → "tel:+13035550147". */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The person who answers (content/site.json "contactPerson"): their photo (initials without one), name and
 * role, and their direct e-mail and phone when content has them, each a link. Nothing is shown that content
 * does not hold.
 */
export function ContactPerson({ person, compact = false }: { person: ContactPersonData; compact?: boolean }) {
  return (
    <Card data-contact-person="" $compact={compact}>
      <Avatar name={person.name} photo={person.photo} size={compact ? "md" : "lg"} />
      <div>
        <Name>{person.name}</Name>
        <Role>{person.role}</Role>
        {person.email || person.phone ? (
          <Lines>
            {person.email ? (
              <li>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </li>
            ) : null}
            {person.phone ? (
              <li>
                <a href={telLink(person.phone)}>{person.phone}</a>
              </li>
            ) : null}
          </Lines>
        ) : null}
      </div>
    </Card>
  );
}

export const query = graphql`
  fragment ContactPerson on SiteContent {
    contactPerson {
      name
      role
      email
      phone
      photo {
        ...PersonPhoto
      }
    }
  }
`;

const Card = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
  font-size: ${({ $compact }) => ($compact ? fontSizes.sm : fontSizes.md)};
`;

/** Set in the text colour inside a block that mutes its paragraphs (the contact page's aside). */
const Name = styled.p`
  && {
    margin: 0;
    font-weight: 700;
    color: ${colors.text};
  }
`;

const Role = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Lines = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.md};
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.text};
  }
`;
