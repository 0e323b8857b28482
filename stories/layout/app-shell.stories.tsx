import type { Story } from '@ladle/react';
import { PlusIcon } from '../../ui/icons/index.ts';
import {
  AppHeader,
  AppLayout,
  Grid,
  PageHeader,
  SideMenu,
  SideMenuButton,
  useSideMenuState,
} from '../../ui/layout/index.ts';
import { Button, Card, EmptyState } from '../../ui/primitives/index.ts';
import { expertMenu } from './expert-menu.fixture.tsx';

export default { title: 'Layout / App shell' };

const courses = [
  { title: 'Portrait photography from zero', lessons: 24, students: 318, tone: '#3965ff' },
  { title: 'Watercolour for busy people', lessons: 12, students: 96, tone: '#16a05d' },
  { title: 'Ukrainian for beginners', lessons: 40, students: 1204, tone: '#f0a020' },
  { title: 'Public speaking in 21 days', lessons: 21, students: 57, tone: '#d92d3a' },
  { title: 'Bread baking masterclass', lessons: 9, students: 410, tone: '#7c4dff' },
];

function Logo() {
  return (
    <a
      href="#/"
      style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: 8,
          background: 'var(--color-brand)',
          color: 'var(--color-brand-contrast)',
          fontWeight: 700,
        }}
      >
        L
      </span>
      Lectern
    </a>
  );
}

function Shell({
  defaultCollapsed = false,
  drawerOpen = false,
  empty = false,
}: {
  defaultCollapsed?: boolean;
  drawerOpen?: boolean;
  empty?: boolean;
}) {
  const menu = useSideMenuState({ defaultCollapsed });
  const mobileOpen = menu.mobileOpen || drawerOpen;
  return (
    <AppLayout
      header={
        <AppHeader
          start={<SideMenuButton open={mobileOpen} onOpenChange={menu.onMobileOpenChange} />}
          logo={<Logo />}
          right={
            <Button variant="primary" size="sm" iconStart={<PlusIcon size={16} />}>
              New course
            </Button>
          }
        />
      }
      sideMenu={<SideMenu sections={expertMenu} {...menu} mobileOpen={mobileOpen} />}
    >
      <PageHeader
        title="Courses"
        description="Build, publish and sell your courses."
        actions={
          <>
            <Button variant="secondary">Import</Button>
            <Button iconStart={<PlusIcon size={18} />}>Create course</Button>
          </>
        }
      />
      {empty ? (
        <Card padding="none">
          <EmptyState
            title="No courses yet"
            text="Create your first course: add lessons, set a price and invite students."
            action={<Button iconStart={<PlusIcon size={18} />}>Create course</Button>}
          />
        </Card>
      ) : (
        <Grid as="ul">
          {courses.map((course) => (
            <li key={course.title} style={{ display: 'flex' }}>
              <Card
                interactive
                padding="md"
                style={{ flex: 1 }}
                media={
                  <div
                    style={{
                      height: '100%',
                      background: `linear-gradient(135deg, ${course.tone}, color-mix(in srgb, ${course.tone} 40%, white))`,
                    }}
                  />
                }
                title={course.title}
                description={`${course.lessons} lessons · ${course.students} students`}
              />
            </li>
          ))}
        </Grid>
      )}
    </AppLayout>
  );
}

export const ExpertCourses: Story = () => <Shell />;
export const CollapsedMenu: Story = () => <Shell defaultCollapsed />;
export const NoCoursesYet: Story = () => <Shell empty />;
export const PhoneDrawerOpen: Story = () => <Shell drawerOpen />;
