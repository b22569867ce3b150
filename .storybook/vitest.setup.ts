import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';

// CI shares two cores between the browser and the server tests: a page story's lazy route and its
// mocked answers can take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// Visual baselines: every feature story (one story per state the spec names) is compared with its
// committed screenshot in __screenshots__/ after its play function has run.
afterEach(async (context) => {
  if (!context.task.file?.name.endsWith('.features.stories.tsx')) return;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(context.task.name.replace(/\W+/g, '-'), {
      comparatorName: 'pixelmatch' as const,
      // Absolute budget: a ratio over the whole page would hide a changed button.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 150 },
      screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const },
    });
});
