export { ERROR_REPORTING_SAMPLING, isNoisyBrowserError } from './report-filter.ts';
