import styled from 'styled-components';
import {
  Button,
  Container,
  Link,
  onMobile,
  PageBanner,
  PageMeta,
  paths,
  Section,
  SectionTitle,
  useSearchParams,
} from '@meridian/shared';
import { FirePanel } from './fire-panel';
import {
  CALCULATOR_CATALOGUE,
  type CalculatorCategory,
  CATALOGUE_FILTERS,
  filterCatalogue,
  HUB_PAGE,
  RISK_PAGE,
} from '../catalogue';
import { normaliseQuery, searchCatalogue } from '../catalogue-search';

type Filter = CalculatorCategory | 'All';

/** The filter a query string asks for: ?category=Tax → 'Tax'; anything unknown → 'All'. */
export function filterFromSearch(params: URLSearchParams): Filter {
  const asked = params.get('category');
  return CATALOGUE_FILTERS.find((filter) => filter.value === asked)?.value ?? 'All';
}

/** The address's query for a filter and a search: ('Tax', 'ppf') → { category: 'Tax', q: 'ppf' }; defaults are left out. */
export function hubSearch(filter: Filter, query: string): Record<string, string> {
  return {
    ...(filter === 'All' ? {} : { category: filter }),
    ...(query.trim() === '' ? {} : { q: query }),
  };
}

const categoryLabel = (category: CalculatorCategory) =>
  CATALOGUE_FILTERS.find((filter) => filter.value === category)?.label ?? category;

/**
 * /calculators: the banner, then the catalogue at once: a search box (?q=…, over titles and
 * descriptions), the category filter (?category=…; each choice is a new history entry, so Back
 * returns to the previous filter, while typing replaces the entry), the count, the FIRE panel
 * (one line until opened; not above a search's results nor another category's) and the card grid. Like every page, the query is read once the page
 * has hydrated (useSearchParams), so the server's HTML and the hydrated page agree.
 */
export function HubPage({ onIntent }: { onIntent?: (path: string) => void }) {
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params);
  const query = normaliseQuery(params.get('q'));
  const entries = searchCatalogue(filterCatalogue(filter), query);
  const choose = (value: Filter) => {
    setParams(hubSearch(value, query), { preventScrollReset: true });
  };
  const search = (value: string) => {
    setParams(hubSearch(filter, normaliseQuery(value)), { replace: true, preventScrollReset: true });
  };
  const searched = query.trim() !== '';
  // The FIRE panel leads the whole catalogue and its own category; a search or another category
  // shows its results first (FIRE's card is among them when it matches).
  const showFire = !searched && (filter === 'All' || filter === 'FIRE');
  return (
    <>
      <PageMeta title={HUB_PAGE.title} description={HUB_PAGE.description} />
      <PageBanner
        title={HUB_PAGE.title}
        subtitle={`Plan investments, goals, loans, retirement and taxes with ${CALCULATOR_CATALOGUE.length} calculators. Your inputs stay in the page’s address to share or bookmark.`}
      />
      <Catalogue aria-labelledby="catalogue-title">
        <Container>
          <SectionTitle id="catalogue-title">All calculators</SectionTitle>
          <SearchForm
            role="search"
            action={paths.calculators}
            method="get"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="catalogue-search">Search calculators</label>
            <input
              id="catalogue-search"
              type="search"
              name="q"
              value={query}
              maxLength={80}
              autoComplete="off"
              placeholder="e.g. home loan, tax, retirement"
              onChange={(event) => search(event.target.value)}
            />
            {filter === 'All' ? null : <input type="hidden" name="category" value={filter} />}
          </SearchForm>
          <Filters role="group" aria-label="Show calculators by category">
            {CATALOGUE_FILTERS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={filter === option.value}
                onClick={() => choose(option.value)}
              >
                {option.label}
              </button>
            ))}
          </Filters>
          <Count role="status" aria-live="polite">
            Showing {entries.length} {entries.length === 1 ? 'calculator' : 'calculators'}
            {filter === 'All' ? '' : ` in ${categoryLabel(filter)}`}
            {searched ? ` matching “${query.trim()}”` : ''}
          </Count>
          {showFire ? <FirePanel /> : null}
          {entries.length === 0 ? (
            <Empty>
              <p>
                No calculator matches “{query.trim()}”{filter === 'All' ? '' : ` in ${categoryLabel(filter)}`}.
              </p>
              <Button type="button" $variant="outline" onClick={() => search('')}>
                Clear the search
              </Button>
              {filter === 'All' ? null : (
                <Button type="button" $variant="outline" onClick={() => setParams(hubSearch('All', query))}>
                  Search all categories
                </Button>
              )}
            </Empty>
          ) : null}
          <Grid>
            {entries.map((entry) => (
              <Card key={entry.id} style={{ borderTopColor: entry.color }}>
                <Meta>
                  <Category>{categoryLabel(entry.category)}</Category>
                  {entry.featured ? <Featured>Featured</Featured> : null}
                </Meta>
                <h3>
                  <Link
                    to={entry.path}
                    onMouseEnter={() => onIntent?.(entry.path)}
                    onFocus={() => onIntent?.(entry.path)}
                  >
                    {entry.title}
                  </Link>
                </h3>
                <p>{entry.description}</p>
              </Card>
            ))}
          </Grid>
          <Aside>
            Not sure how much risk suits you? Take the{' '}
            <Link to={paths.calculator(RISK_PAGE.slug)}>risk profile questionnaire</Link>: ten questions, a profile and
            a suggested asset mix.
          </Aside>
        </Container>
      </Catalogue>
    </>
  );
}

const Catalogue = styled(Section)`
  padding-top: 40px;
  ${onMobile} {
    padding-top: 24px;
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 520px;
  margin: 16px 0 0;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.color.inputBorder};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
    background: ${({ theme }) => theme.color.white};
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.color.gold};
      outline-offset: 1px;
    }
  }
`;

const Empty = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 20px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.noticeSurface};
  p {
    flex: 1 1 100%;
    margin: 0;
    font-weight: 600;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 16px 0 8px;
  ${onMobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin-inline: -16px;
    padding: 2px 16px 6px;
    scrollbar-width: thin;
  }
  button {
    flex: none;
    min-height: 44px;
    padding: 8px 18px;
    border: 1px solid ${({ theme }) => theme.color.navy};
    border-radius: 999px;
    background: ${({ theme }) => theme.color.white};
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.navy};
    color: ${({ theme }) => theme.color.white};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`;

const Count = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 22px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 5px solid;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
    text-decoration: none;
    &:focus-visible {
      outline: none;
      box-shadow: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    line-height: 1.55;
  }
`;

const Meta = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Category = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const Featured = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.navyDeep};
`;

const Aside = styled.p`
  margin: 32px 0 0;
  font-size: 1.05rem;
`;
