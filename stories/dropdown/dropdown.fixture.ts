import type { DropdownOption } from '../../ui/dropdown/index.ts';

const avatar = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="40" height="40" fill="url(#g)"/><circle cx="20" cy="16" r="7" fill="#fff" opacity=".9"/><rect x="7" y="26" width="26" height="18" rx="9" fill="#fff" opacity=".9"/></svg>`,
  )}`;

/** Options using every field of spec 1 §3 Dropdown option. */
export const richOptions: DropdownOption[] = [
  { id: 0, label: 'No curator', divide: true },
  { id: 1, name: 'Olena Koval', avatar_url: avatar('#a18cd1', '#fbc2eb') },
  { id: 2, name: 'Іван Петренко', avatar_url: '', bg_color: '#fdd835' },
  { id: 3, name: 'Дмитрий Соколов', avatar_url: '', bg_color: '#3965ff', divide: true },
  { id: 4, title: 'Published', color: '#16a05d' },
  { id: 5, title: 'Draft', color: '#9ca3af' },
  { id: 6, title: 'Archived', color: '#e53935', disabled: true, divide: true },
  { id: 7, methodable_title: 'Webinar: Light in portraits', icon: '🎥' },
  {
    id: 8,
    name: 'Photography',
    name_full: 'Photography for absolute beginners: light, composition and editing in one course',
    icon: '📷',
  },
  { id: 9, original_name: 'lesson-3-homework.pdf', icon: '📄' },
];

/** A list long enough to scroll within the 280 px limit. */
export const manyCourses: DropdownOption[] = [
  'Portrait photography from zero',
  'Watercolour for busy people',
  'Ukrainian for beginners',
  'Public speaking in 21 days',
  'Bread baking masterclass',
  'Excel for accountants',
  'Guitar: first chords',
  'Yoga at home',
  'Marketing on Instagram',
  'Python in 30 days',
  'Interior design basics',
  'Running your first marathon',
].map((name, index) => ({ id: index + 1, name }));
