import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { NotFound, Route, Routes, useParams } from '@meridian/shared';
import { findPage } from './page-directory';
import { HubPage } from './pages/hub-page';

// The hub is in this module; a calculator page's code (the page framework and every definition)
// and the risk questionnaire are separate chunks, loaded when needed.
const loadCalculatorRoute = () => import('./pages/calculator-route');
const loadRiskPage = () => import('./pages/risk-page');
const CalculatorRoute = lazy(loadCalculatorRoute);
const RiskPage = lazy(loadRiskPage);

// Opened directly on a calculator page: start its download while the shell is still checking sign-in.
const opening = /^\/calculators\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (opening === 'risk') void loadRiskPage();
else if (opening) void loadCalculatorRoute();

/** Starts loading the calculator pages' code, e.g. when a card is hovered. */
function preloadCalculators() {
  void loadCalculatorRoute();
}

function Loading() {
  return (
    <Placeholder role="status" aria-live="polite">
      Loading…
    </Placeholder>
  );
}

function SlugRoute() {
  const { slug = '' } = useParams();
  if (!findPage(slug)) return <NotFound />;
  return (
    <Suspense fallback={<Loading />}>
      <CalculatorRoute key={slug} slug={slug} />
    </Suspense>
  );
}

/** The calculators section, mounted by the shell at /calculators/*: the hub, a page per calculator and the risk questionnaire. */
export default function CalculatorsApp() {
  return (
    <Routes>
      <Route index element={<HubPage onIntent={preloadCalculators} />} />
      <Route
        path="risk"
        element={
          <Suspense fallback={<Loading />}>
            <RiskPage />
          </Suspense>
        }
      />
      <Route path=":slug" element={<SlugRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

const Placeholder = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;
