// The architecture's boundaries are lint rules (eslint.config.js); these cases show each rule
// refuses what it should and lets through what it should.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function problems(ruleId, filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId).length;
}

const restrictedImports = (filePath, code) => problems('no-restricted-imports', filePath, code);

describe('lint boundaries', () => {
  it.each([
    ['mfe-blog/src/app.tsx', "import { HomePage } from '../../mfe-marketing/src/pages/home-page';"],
    ['mfe-marketing/src/app.tsx', "import Blog from '@meridian/mfe-blog';"],
    ['mfe-calculators/src/app.tsx', "import { App } from '../../shell/src/app/app';"],
    ['shell/src/main.tsx', "import Marketing from '../../mfe-marketing/src/app';"],
    ['shell/src/main.tsx', "import { getAuth } from 'firebase/auth';"],
    ['mfe-marketing/src/app.tsx', "import { initializeApp } from 'firebase/app';"],
    ['mfe-marketing/src/app.tsx', "import { loadFirestore } from '../../shared/src/firebase/firestore';"],
    ['shared/src/config/paths.ts', "import { getDoc } from 'firebase/firestore';"],
    ['shared/src/config/paths.ts', "import { TopBar } from '../../../shell/src/layout/top-bar';"],
    ['mfe-calculators/src/domain/sip.ts', "import { useState } from 'react';"],
    ['mfe-calculators/src/domain/sip.ts', "import styled from 'styled-components';"],
    ['mfe-calculators/src/domain/live-rates.ts', "import { useState } from 'react';"],
    ['mfe-blog/src/app.tsx', "import { Link } from 'react-router-dom';"],
    ['shell/src/app/app.tsx', "import { BrowserRouter } from 'react-router';"],
    // shared's doors (shared/package.json's exports): each file uses the one made for it.
    ['mfe-blog/src/app.tsx', "import { brand } from '../../shared/build';"],
    ['mfe-blog/src/app.tsx', "import { REMOTES } from '@meridian/shared/registry';"],
    ['mfe-blog/src/app.tsx', "import { renderInSite } from '@meridian/shared/testing';"],
    ['shell/src/app/app.tsx', "import { defineShellConfig } from '../../../shared/build';"],
    ['mfe-blog/vite.config.ts', "import { brand } from '../shared/src/config/brand';"],
    ['mfe-blog/vite.config.ts', "import { seoFiles } from '../shared/build/seo-files';"],
    ['mfe-blog/vite.config.ts', "import { brand } from '@meridian/shared';"],
    ['mfe-blog/build/posts-plugin.ts', "import { HomePage } from '../../mfe-marketing/src/pages/home-page';"],
    ['shared/src/config/paths.ts', "import { headTags } from '../../build/head-tags';"],
    ['shared/src/ui/layout.tsx', "import { renderInSite } from '../../testing';"],
    ['mfe-calculators/src/framework/fields.tsx', "import { useId } from 'react';"],
    ['shell/src/layout/top-bar.tsx', "import { useEffect, useId } from 'react';"],
    // A section's domain/ is pure TypeScript: shared's contracts, no React, no UI, no Firebase, no other section.
    ['mfe-account/src/domain/return-path.ts', "import { useState } from 'react';"],
    ['mfe-account/src/domain/return-path.ts', "import styled from 'styled-components';"],
    ['mfe-account/src/domain/return-path.ts', "import { getAuth } from 'firebase/auth';"],
    ['mfe-account/src/domain/return-path.ts', "import { paths } from '../../../mfe-blog/src/app';"],
    ['mfe-account/src/domain/return-path.ts', "import { Loading } from '@meridian/portal-kit';"],
    ['mfe-admin/src/domain/csv.ts', "import { getDocs } from 'firebase/firestore';"],
    ['mfe-admin/src/domain/csv.ts', "import { render } from 'react-dom';"],
    ['mfe-admin/src/domain/csv.test.ts', "import { useState } from 'react';"],
    // The portal kit: one door for the sections, and it imports nothing of the site but shared.
    ['mfe-admin/src/pages/leads-tab.tsx', "import { usePages } from '../../../portal-kit/src/use-pages';"],
    ['mfe-account/src/app.tsx', "import { timeAgo } from '@meridian/portal-kit/src/dates';"],
    ['portal-kit/src/loading.tsx', "import { AdminPage } from '../../mfe-admin/src/pages/admin-page';"],
    ['portal-kit/src/loading.tsx', "import { getAuth } from 'firebase/auth';"],
    ['portal-kit/src/loading.tsx', "import { Link } from 'react-router-dom';"],
    ['portal-kit/src/loading.tsx', "import { createRoot } from 'react-dom/client';"],
    ['portal-kit/src/loading.tsx', "import Blog from '@meridian/mfe-blog';"],
    ['portal-kit/src/loading.tsx', "import { renderInSite } from '@meridian/shared/testing';"],
    ['portal-kit/src/loading.tsx', "import { loadFirestore } from '../../shared/src/firebase/firestore';"],
    ['portal-kit/src/loading.tsx', "import { useId } from 'react';"],
    // shared's folders are entered through a door, never by path nor past a door into its files.
    ['mfe-admin/src/pages/complaints-tab.tsx', "import { dueDate } from '../../../../shared/complaints';"],
    ['mfe-blog/src/content/post.ts', "import { POST_CATEGORIES } from '../../../shared/posts/fields';"],
    ['mfe-blog/src/render/markdown.ts', "import { isAllowedLink } from '../../../shared/posts/fields';"],
    ['mfe-blog/build/front-matter.ts', "import { countWords } from '../../shared/posts/fields';"],
    ['mfe-account/src/app.tsx', "import { isAdult } from '@meridian/shared/src/validation/age';"],
    ['mfe-account/src/app.tsx', "import { usePages } from '../../portal-kit';"],
    ['shell/src/main.tsx', "import { compose } from '../../composer/src/compose';"],
    ['shell/src/main.tsx', "import { compose } from '@meridian/composer';"],
    ['shared/src/config/paths.ts', "import { Loading } from '../../../portal-kit/src/loading';"],
    ['shared/complaints/desk.ts', "import { TopBar } from '../../shell/src/layout/top-bar';"],
    ['shared/posts/fields.ts', "import { defineTestConfig } from '../build';"],
    ['shared/posts/fields.ts', "import { Loading } from '@meridian/portal-kit';"],
    // A plain door (server code takes it) imports nothing of the browser runtime.
    ['shared/submissions/send.ts', "import { isRecord } from '@meridian/shared';"],
    ['shared/complaints/desk.ts', "import { paths } from '@meridian/shared';"],
    ['shared/src/ui/layout.tsx', "import Blog from '@meridian/mfe-blog';"],
    ['shared/build/ssr/render.tsx', "import { compose } from '@meridian/composer';"],
    ['shared/build/ssr/prerender-shell.ts', "import { renderFrames } from '../../../shell/build/render-frames';"],
    ['shared/build/index.ts', "import { readConfig } from '../../functions/src/config';"],
    ['shared/testing/index.tsx', "import { usePages } from '../../portal-kit/src/use-pages';"],
    ['shared/posts/fields.ts', "import { renderInSite } from '@meridian/shared/testing';"],
    ['mfe-blog/src/live/pages.ts', "import { isLive } from '../../../shared/posts/workflow';"],
    ['mfe-blog/src/live/pages.ts', "import { renderFragment } from '../../../shared/build/ssr/render';"],
    ['shell/build/render-frames.tsx', "import { REMOTES } from '../../shared/registry.js';"],
    ['shell/build/render-frames.tsx', "import { brand } from '../../shared/build';"],
    // The composer and the functions: one Cloud Function, with its own packages and no browser code.
    ['functions/src/submit/handler.ts', "import { SUBMIT_LIMITS } from '../../../shared/submissions';"],
    ['functions/src/stats/handler.ts', "import { hasPermission } from '../../../shared/src/auth/roles';"],
    ['functions/src/index.ts', "import { compose } from '../../composer/src/compose';"],
    ['functions/src/index.ts', "import { isCalculatorSlug } from '@meridian/shared/src/contracts/calculators';"],
    ['functions/src/index.ts', "import { paths } from '@meridian/shared';"],
    ['functions/src/index.ts', "import { CONSENT_REQUIRED } from '@meridian/shared/privacy';"],
    ['functions/src/index.ts', "import { FormField } from '@meridian/shared/form-kit';"],
    ['functions/src/index.ts', "import { getFirestore } from 'firebase/firestore';"],
    ['functions/src/index.ts', "import MarkdownIt from 'markdown-it';"],
    ['functions/src/index.ts', "import Blog from '@meridian/mfe-blog';"],
    ['functions/src/index.ts', "import { renderInSite } from '@meridian/shared/testing';"],
    ['functions/src/submit/handler.test.ts', "import { formatTicket } from '../../../shared/complaints';"],
    ['composer/src/compose.ts', "import { HEAD_MARK } from '../../shared/page-contract';"],
    ['composer/src/compose.ts', "import { renderFrames } from '../../shell/build/render-frames';"],
    ['composer/src/compose.ts', "import { createElement } from 'react';"],
    ['composer/src/compose.ts', "import { renderFragment } from '../../shared/build/ssr';"],
    ['composer/src/pipeline.test.tsx', "import { renderFragment } from '../../shared/build/ssr/render';"],
    ['composer/src/pipeline.test.tsx', "import { renderFrames } from '../../shell/build/render-frames';"],
    // The rules tests and the end-to-end tests reach shared and the rest by package name too.
    ['firestore/tests/grievances.rules.test.ts', "import { GRIEVANCE_LIMITS } from '../../shared/privacy/grievance';"],
    ['firestore/tests/harness.ts', "import { handleSubmit } from '../../functions/src/submit/handler';"],
    ['e2e/support/site.ts', "import { REMOTES } from '../../shared/registry.js';"],
    ['e2e/tests/submit.spec.ts', "import { PRIVACY_NOTICE_VERSION } from '../../shared/src/contracts/documents';"],
    ['e2e/tests/submit.spec.ts', "import { App } from '../../mfe-account/src/app';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const x = 1;\n`)).toBe(1);
  });

  it.each([
    ['mfe-blog/src/app.tsx', "import { paths } from '@meridian/shared';"],
    ['mfe-blog/src/app.tsx', "import { NotFound } from './pages/not-found';"],
    ['shared/src/firebase/session.ts', "import { getAuth } from 'firebase/auth';"],
    ['shared/src/ui/layout.tsx', "import styled from 'styled-components';"],
    ['mfe-calculators/src/domain/sip.ts', "import { growth } from './growth';"],
    ['mfe-blog/vite.config.ts', "import { defineRemoteConfig } from '../shared/build';"],
    ['mfe-blog/build/posts-plugin.ts', "import type { Post } from '../src/content/post';"],
    ['mfe-blog/src/pages/blog-pages.test.tsx', "import { renderInSite } from '@meridian/shared/testing';"],
    ['shell/src/app/route-table.ts', "import { REMOTES } from '@meridian/shared/registry';"],
    ['mfe-account/src/domain/return-path.ts', "import { paths } from '@meridian/shared';"],
    ['mfe-calculators/src/domain/sip.ts', "import { formatRupees } from '@meridian/shared';"],
    ['mfe-admin/src/domain/invite-expiry.ts', "import { inDays } from '@meridian/portal-kit/dates';"],
    ['mfe-admin/src/domain/csv.test.ts', "import { INVITE_LIFETIME_DAYS } from '@meridian/shared';"],
    ['mfe-admin/src/pages/leads-tab.tsx', "import { Loading, usePages } from '@meridian/portal-kit';"],
    ['portal-kit/src/loading.tsx', "import { Alert, type Loaded } from '@meridian/shared';"],
    ['portal-kit/src/loading.tsx', "import styled from 'styled-components';"],
    ['portal-kit/src/loading.tsx', "import { useState } from 'react';"],
    ['portal-kit/src/loading.test.tsx', "import { renderInSite } from '@meridian/shared/testing';"],
    ['portal-kit/src/loading.test.tsx', "import { render } from '@testing-library/react';"],
    ['portal-kit/src/loading.test.tsx', "import { describe } from 'vitest';"],
    ['mfe-admin/src/pages/complaints-tab.tsx', "import { dueDate } from '@meridian/shared/complaints';"],
    ['mfe-blog/src/live/render.tsx', "import { renderFragment } from '../../../shared/build/ssr';"],
    ['shell/build/render-frames.tsx', "import { renderToHtml } from '../../shared/build/ssr';"],
    ['mfe-blog/src/render/markdown.ts', "import { isAllowedLink } from '../../../shared/posts';"],
    ['mfe-blog/build/posts-plugin.ts', "import { countWords } from '../../shared/build';"],
    // The seed bundles front-matter.ts with esbuild: it takes the posts door's folder, not the build door.
    ['mfe-blog/build/front-matter.ts', "import { countWords } from '../../shared/posts';"],
    ['shared/posts/fields.test.ts', "import { renderInSite } from '@meridian/shared/testing';"],
    ['shared/build/ssr/render.tsx', "import { Routes } from '../../src/router';"],
    ['shared/submissions/send.ts', "import { isRecord } from '../src/contracts/documents';"],
    ['shared/privacy/notices.ts', "import { brand } from '@meridian/shared';"],
    ['shared/form-kit/form-field.tsx', "import { Input } from '@meridian/shared';"],
    ['shared/build/ssr/prerender-shell.ts', "import { REMOTES } from '../../registry.js';"],
    ['functions/src/submit/handler.ts', "import { SUBMIT_LIMITS } from '@meridian/shared/submissions';"],
    ['functions/src/stats/handler.ts', "import { hasPermission } from '@meridian/shared/roles';"],
    ['functions/src/index.ts', "import { compose } from '@meridian/composer';"],
    ['functions/src/index.ts', "import { onRequest } from 'firebase-functions/https';"],
    ['functions/src/index.ts', "import { getFirestore } from 'firebase-admin/firestore';"],
    ['functions/src/index.ts', "import { createHash } from 'node:crypto';"],
    ['functions/src/index.ts', "import { readConfig } from './config';"],
    ['functions/vitest.config.ts', "import { defineTestConfig } from '../shared/build';"],
    ['composer/src/compose.ts', "import { HEAD_MARK } from '@meridian/shared/page-contract';"],
    ['composer/src/pipeline.test.tsx', "import { renderFragment } from '../../shared/build/ssr';"],
    ['composer/src/pipeline.test.tsx', "import { renderFrames } from '@meridian/shell/render-frames';"],
    ['composer/src/pipeline.test.tsx', "import { describe } from 'vitest';"],
    ['firestore/tests/harness.ts', "import { ROLES } from '@meridian/shared';"],
    ['firestore/tests/harness.ts', "import { getDoc } from 'firebase/firestore';"],
    ['e2e/support/site.ts', "import demo from '@meridian/shared/demo-accounts' with { type: 'json' };"],
    ['e2e/support/site.ts', "import { gzipTransferSize } from '../../scripts/lib/transfer-size.mjs';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const x = 1;\n`)).toBe(0);
  });

  // Cycles, found through the workspaces' packages as TypeScript resolves them. A type-only import
  // is not one (it is gone at run time); a dynamic import() is.
  it.each([
    ['mfe-admin/src/tabs.ts', "import { TAB_PAGES } from './pages/admin-page';\nexport const x = TAB_PAGES;\n", 1],
    ['shared/src/config/brand.ts', "import { paths } from '@meridian/shared';\nexport const x = paths;\n", 1],
    ['mfe-admin/src/tabs.ts', "export const x = () => import('./app');\n", 1],
    ['mfe-admin/src/tabs.ts', "import type { TabProps } from './pages/tab-props';\nexport type X = TabProps;\n", 0],
    [
      'mfe-admin/src/tabs.ts',
      "import type { AdminPage } from './pages/admin-page';\nexport type X = typeof AdminPage;\n",
      0,
    ],
  ])('%s: %s → %i import cycle(s)', async (file, code, cycles) => {
    expect(await problems('import-x/no-cycle', file, code)).toBe(cycles);
  });
});
