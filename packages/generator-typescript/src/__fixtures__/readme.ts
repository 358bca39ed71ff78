import type { ReadmeOptions } from '../options';

/** Every `readme` setting, for the Petstore fixture: banner, links, sections and features. */
export function fullReadme(): ReadmeOptions {
  return {
    bannerLink: 'https://example.com/banner.png',
    introduction: 'Pets, as a service.',
    apiReferenceLink: 'https://docs.example.com',
    apiName: 'Pet Shop',
    disabledSections: ['contributing'],
    defaultEndpoint: { method: 'POST', path: '/pets' },
    customSections: [
      { title: 'Custom', language: 'typescript', content: 'Install {{ packageName }} today.' },
      { title: 'Java only', language: 'java', content: 'not here' },
    ],
    features: { Pagination: ['GET /pets'], Uploads: [{ method: 'POST', path: '/pets/{pet_id}/photo' }] },
  };
}
