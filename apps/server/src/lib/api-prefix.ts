/** The JSON API lives under one prefix that no SPA route uses (the SPA has /api and /auth screens). */
export const API_PREFIX = '/rest';
