/**
 * The zod schemas of the application journey, in one place for the server and the tests. Every
 * message is a translation key of the site dictionary (`shared/i18n/site/<locale>.json`); the forms, the server
 * and the tests use these same schemas. The browser imports the module it needs (`step1-schema.ts`,
 * `applicant-schema.ts`, …) so that a page downloads only the schemas it validates with.
 */
export * from './agreement-schemas';
export * from './applicant-schema';
export * from './application-schemas';
export * from './signature';
export * from './step1-schema';
export * from './submission-schema';
export type { ProcessingType } from './options';
