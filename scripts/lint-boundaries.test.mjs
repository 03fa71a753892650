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
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const x = 1;\n`)).toBe(1);
  });

  it.each([
    ['mfe-blog/src/app.tsx', "import { paths } from '@meridian/shared';"],
    ['mfe-blog/src/app.tsx', "import { NotFound } from './pages/not-found';"],
    ['shared/src/firebase/session.ts', "import { getAuth } from 'firebase/auth';"],
    ['shared/src/ui/layout.tsx', "import styled from 'styled-components';"],
    ['mfe-calculators/src/domain/sip.ts', "import { growth } from './growth';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const x = 1;\n`)).toBe(0);
  });
});
