import { visibleExpertMenu } from '../core/navigation/index.ts';
import { hasAtLeast, permissionsForRole } from '../core/permissions/index.ts';
import { comparisonTable, measure } from './harness.ts';

/** The checks the shell runs on every render of the expert menu. */
export async function permissionBenchmarks(): Promise<string> {
  const owner = permissionsForRole('owner');
  const curator = permissionsForRole('curator');
  const ownerSet = new Set(owner);
  const baseline = await measure(
    { name: 'Set lookup of `course_list` (the floor for any check)', run: () => ownerSet.has('course_list') },
    500,
  );
  const single = await measure(
    {
      name: 'hasAtLeast(owner, course, [list, edit.price])',
      run: () => hasAtLeast(owner, 'course', ['list', 'edit.price']),
    },
    500,
  );
  const menuOwner = await measure(
    { name: 'visibleExpertMenu(owner): the whole menu', run: () => visibleExpertMenu(owner) },
    500,
  );
  const menuCurator = await measure(
    { name: 'visibleExpertMenu(curator): the whole menu', run: () => visibleExpertMenu(curator) },
    500,
  );
  return [
    '### Permission checks',
    '',
    'Baseline: one Set lookup. The menu is filtered on each render of the expert layout; it must stay far below a frame (16 ms).',
    '',
    comparisonTable(baseline, [single, menuOwner, menuCurator]),
  ].join('\n');
}
