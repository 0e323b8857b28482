export { CoverEditor, type CoverEditorProps } from './cover-editor.tsx';
export type * from './public-page.types.ts';
export { PublicPageEditor, type PublicPageEditorProps } from './public-page-editor.tsx';
export {
  type PublicPageBinding,
  publicPageViewOf,
  type UsePublicPageOptions,
  usePublicPage,
} from './use-public-page.ts';
