// The course's public page (spec 1 §2 CourseDetailSettingsPublicPages): its rules, its document for the
// lesson editing machine, and that machine provided with the page's calls.

export { coverAddressOf, coverFileUuid } from './cover-address.ts';
export { COVER_ACCEPT, isCoverFile } from './cover-file.ts';
export * from './public-page.constants.ts';
export {
  type PublicPageMachineCalls,
  publicPageInput,
  publicPageMachineWith,
} from './public-page-calls-actors.ts';
export { editorPageOf, PAGE_SECTION_ID, pageDraftOf, pageUnitsOf } from './public-page-document.ts';
export { PUBLIC_PAGE_ROUTE_NAME, publicPagePath } from './public-page-path.ts';
