// Standalone preview of the blog remote, for its team: `npm run build -w mfe-blog`, then
// `npx vite preview` in this folder. In the site, the shell mounts ./App at /blog/* and
// ./LatestInsights on the home page, and provides the router, theme and auth; here they are
// stand-ins (signed out), and / shows the widget.
import { createRoot } from 'react-dom/client';
import { Container, Link, paths, Route, Routes, Section, SectionTitle, StandalonePreview } from '@meridian/shared';
import BlogApp from './app';
import LatestInsights from './widgets/latest-insights';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

function WidgetPreview() {
  return (
    <Section>
      <Container>
        <SectionTitle>Latest Insights</SectionTitle>
        <p>
          <Link to={paths.blog}>View all articles</Link>
        </p>
        <LatestInsights />
      </Container>
    </Section>
  );
}

createRoot(root).render(
  <StandalonePreview>
    <main>
      <Routes>
        <Route path={`${paths.blog}/*`} element={<BlogApp />} />
        <Route path="*" element={<WidgetPreview />} />
      </Routes>
    </main>
  </StandalonePreview>,
);
