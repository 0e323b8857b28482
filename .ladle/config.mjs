/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  defaultStory: 'layout--app-shell--expert-courses',
  addons: {
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { phone: 390, tablet: 768, desktop: 1280 },
      defaultState: 0,
    },
  },
};
