export * from './auth.js';
export * from './auth-forms.js';
export * from './consents.js';
