import fs from 'node:fs';

/** The Chromium to drive: CHROME_PATH, else the usual Debian/Ubuntu paths. */
export function findChrome(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c): c is string => !!c && fs.existsSync(c)) ?? null;
}

export const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
