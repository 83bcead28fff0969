import fs from 'node:fs';
import { prepareTemplates } from '../apps/server/test/helpers/db-template.js';
import { findChrome } from './helpers/chrome.js';

/** Runs once: browser tests need Chromium and the built web app; each shop starts from one migrated SQLite file. */
export default async function setup() {
  const chrome = findChrome();
  if (!chrome) {
    if (process.env.REQUIRE_BROWSER === '1') {
      throw new Error('REQUIRE_BROWSER=1 but no Chromium was found: install it (apt-get install -y chromium) or set CHROME_PATH.');
    }
    console.log('SKIPPED: browser tests — install Chromium (apt-get install -y chromium) or set CHROME_PATH=/path/to/chromium to run them.');
    return;
  }
  if (!fs.existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does it for you).');
  }
  await prepareTemplates(undefined);
}
