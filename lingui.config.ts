import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en', 'es', 'fr', 'ja', 'ko', 'sg', 'zh'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['views', 'machines', 'runtime'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
