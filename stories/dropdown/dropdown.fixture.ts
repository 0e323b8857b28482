import type { DropdownOption } from '../../ui/dropdown/index.ts';

const avatar = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="40" height="40" fill="url(#g)"/><circle cx="20" cy="16" r="7" fill="#fff" opacity=".9"/><rect x="7" y="26" width="26" height="18" rx="9" fill="#fff" opacity=".9"/></svg>`,
  )}`;

const icon = (path: string, colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`,
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
  {
    id: 7,
    methodable_title: 'Webinar: Light in portraits',
    icon: icon('<rect x="2" y="6" width="14" height="12" rx="2"/><path d="m16 10 6-3v10l-6-3"/>', '#7c3aed'),
  },
  {
    id: 8,
    name: 'Photography',
    name_full: 'Photography for absolute beginners: light, composition and editing in one course',
    icon: icon('<path d="M4 8h3l2-3h6l2 3h3v11H4z"/><circle cx="12" cy="13" r="3.5"/>', '#0891b2'),
  },
  {
    id: 9,
    original_name: 'lesson-3-homework.pdf',
    icon: icon('<path d="M14 3H6v18h12V7z"/><path d="M14 3v4h4M9 13h6M9 17h6"/>', '#d92d3a'),
  },
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
