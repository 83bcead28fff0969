import { it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
it('doc', async () => {
  const t = await createTestApp('sqlite');
  const doc = (await t.app.inject({ url: '/rest/openapi.json' })).json();
  console.log(JSON.stringify(doc.paths['/rest/service/point'].post.requestBody, null, 1).slice(0, 1500));
  console.log(Object.keys(doc.paths).filter((p: string) => p.includes('point') || p.includes('webhook')));
  await t.close();
});
