// The architecture's boundaries are lint rules (eslint.config.js); these cases show each rule
// refuses what it should and lets through what it should.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
}

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
    ['mfe-calculators/src/domain/sip.ts', "import { formatRupees } from '@meridian/shared';"],
    ['mfe-blog/src/app.tsx', "import { Link } from 'react-router-dom';"],
    ['shell/src/app/app.tsx', "import { BrowserRouter } from 'react-router';"],
    // shared's three doors: each file uses the one made for it.
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
    // A section's model/ is pure TypeScript: shared's contracts, no React, no Firebase, no other section.
    ['mfe-account/src/model/return-path.ts', "import { useState } from 'react';"],
    ['mfe-account/src/model/return-path.ts', "import styled from 'styled-components';"],
    ['mfe-account/src/model/return-path.ts', "import { getAuth } from 'firebase/auth';"],
    ['mfe-account/src/model/return-path.ts', "import { paths } from '../../../mfe-blog/src/app';"],
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
    ['mfe-account/src/model/return-path.ts', "import { paths } from '@meridian/shared';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const x = 1;\n`)).toBe(0);
  });
});
