import {
  BookIcon,
  CalendarIcon,
  CardIcon,
  ChartIcon,
  CloudIcon,
  MailIcon,
  SettingsIcon,
  UsersIcon,
} from '../../ui/icons/index.ts';
import type { SideMenuSection } from '../../ui/layout/index.ts';

/** The expert menu of spec 1 §1–2, shortened, with Courses as the current page. */
export const expertMenu: SideMenuSection[] = [
  {
    id: 'products',
    title: 'Products',
    items: [
      { href: '#/expert/courses', label: 'Courses', icon: <BookIcon size={20} />, active: true, badge: 12 },
      { href: '#/expert/marathons', label: 'Marathons', icon: <CalendarIcon size={20} /> },
      { href: '#/expert/closed-groups', label: 'Closed groups', icon: <UsersIcon size={20} /> },
      { href: '#/expert/consultations', label: 'Consultations', disabled: true, badge: 'Soon' },
    ],
  },
  {
    id: 'crm',
    title: 'CRM',
    items: [
      { href: '#/expert/crm/contacts', label: 'Contacts', icon: <UsersIcon size={20} /> },
      { href: '#/expert/crm/orders', label: 'Orders', icon: <CardIcon size={20} />, badge: 3 },
      { href: '#/expert/mailing', label: 'Mailing', icon: <MailIcon size={20} /> },
    ],
  },
  {
    id: 'tools',
    title: 'Tools',
    items: [
      { href: '#/expert/storage', label: 'Cloud storage', icon: <CloudIcon size={20} /> },
      { href: '#/expert/reports', label: 'Analytics', icon: <ChartIcon size={20} /> },
      { href: '#/expert/settings/api', label: 'API settings', icon: <SettingsIcon size={20} /> },
    ],
  },
];
