export {
  type BrowserErrorReport,
  browserErrorReport,
  ERROR_LOG_REPORTS_PER_PAGE,
  errorLogGate,
} from './error-log.ts';
export { ERROR_REPORTING_SAMPLING, isNoisyBrowserError } from './report-filter.ts';
