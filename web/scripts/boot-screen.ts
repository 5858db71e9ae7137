// A build plugin: index.html's #root holds a spinner and the product's name (the same screen the
// app shows while the session loads), so the page paints at once instead of blank until the app's
// code has run; React replaces it. Its status says "Loading" in the stored language, set by an
// inline script right after it from the core catalogues' `common.loading` (read here through Vite's
// module runner, as they import `shared`'s TypeScript), else in English as the app starts.
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

const LANGUAGES = ['en', 'es', 'fr', 'pt'] as const;
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

async function loadingLabels(): Promise<Record<string, string>> {
  const labels: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const { module } = await runnerImport<Record<string, Record<string, string>>>(source(`../src/i18n/messages/${language}.ts`), {
      configFile: false,
    });
    const label = module[language]?.['common.loading'];
    if (!label) throw new Error(`boot-screen: the ${language} catalogue has no common.loading`);
    labels[language] = label;
  }
  return labels;
}

export function bootScreen(): Plugin {
  return {
    name: 'fitchoice:boot-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { module } = await runnerImport<typeof import('@fitchoice/shared')>(source('../../shared/src/storage-keys.ts'), {
          configFile: false,
        });
        const labels = await loadingLabels();
        const script = `(() => {
        // The boot screen's status in the stored language (scripts/boot-screen.ts).
        let language = null;
        try {
          language = localStorage.getItem(${JSON.stringify(module.STORAGE_KEYS.language)});
        } catch {}
        const labels = ${JSON.stringify(labels)};
        const label = document.getElementById('boot-status');
        if (label && labels[language]) label.textContent = labels[language];
      })();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'body' }] };
      },
    },
  };
}
