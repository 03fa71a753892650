import { useEffect } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useNavigate } from '@meridian/shared';
import { LANGUAGE_FRAMES } from './frames';
import {
  LANGUAGES,
  rememberedLanguage,
  rememberedTarget,
  rememberLanguage,
  sectionAt,
  switchTarget,
  type LanguageCode,
  type PageVersion,
} from './languages';

/** The page's sections the switch keeps the reader at: elements inside main with data-section and an id. */
export const SECTION_ATTRIBUTE = 'data-section';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * How far down the window a section is still the one being read: below the site's fixed top bar
 * (72 px) and this switch, which stays in view (a section reached by its #address stops at 168 px:
 * the page's scroll padding and the section's scroll margin).
 */
const READING_LINE_PX = 180;

/** The id of the section being read now. */
function sectionInView(): string | null {
  const sections = [...document.querySelectorAll<HTMLElement>(`[${SECTION_ATTRIBUTE}][id]`)].map((element) => ({
    id: element.id,
    top: element.getBoundingClientRect().top,
  }));
  return sectionAt(sections, READING_LINE_PX);
}

/**
 * The language switch of a page offered in several languages: a link to each other version,
 * named in its own language. It stays in view under the top bar while the document is read, so
 * that following it keeps the reader at the section they were reading; it remembers the choice on
 * this device, and a page opened later in another language then moves to the chosen one. Without
 * JavaScript, the links still lead to each version.
 */
export function LanguageSwitch({ current, versions }: { current: LanguageCode; versions: readonly PageVersion[] }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  useEffect(() => {
    const target = rememberedTarget(current, versions, rememberedLanguage(browserStorage()), hash);
    if (target) void navigate(target, { replace: true });
  }, [current, versions, hash, navigate]);
  if (versions.length < 2) return null;
  return (
    <Switch aria-label={LANGUAGE_FRAMES[current].switchLabel}>
      <ul>
        {versions.map((version) => {
          const language = LANGUAGES[version.language];
          return (
            <li key={version.language}>
              {version.language === current ? (
                <Current lang={language.code} aria-current="page">
                  {language.nativeName}
                </Current>
              ) : (
                <Link
                  to={version.path}
                  lang={language.code}
                  hrefLang={language.code}
                  onClick={(event) => {
                    rememberLanguage(browserStorage(), version.language);
                    const target = switchTarget(version, sectionInView());
                    if (target === version.path) return;
                    event.preventDefault();
                    void navigate(target);
                  }}
                >
                  {language.nativeName}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Switch>
  );
}

// Sticky below the site's fixed top bar, for as long as the document it belongs to is on screen.
const Switch = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.layout.topBarHeight};
  z-index: 1;
  margin: 0 0 16px;
  padding: 8px 0;
  background: ${({ theme }) => theme.color.white};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 2px 14px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Current = styled.span`
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.white};
`;
