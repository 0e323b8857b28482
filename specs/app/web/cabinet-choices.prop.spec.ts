import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cabinetChoices, cabinetOptionValue } from '../../../app/web/layouts/cabinet-choices.ts';
import type { Cabinet, ProfileMenu } from '../../../core/api/index.ts';

// Issue 23: a student's switcher offered the school they only study in, and choosing it did nothing.

const own: Cabinet = {
  id: 0,
  name: 'Olena',
  is_current: false,
  personal_settings: {},
  user_cabinet: true,
  type: 'student',
};
const school = (id: number, type: Cabinet['type']): Cabinet => ({
  id,
  name: `School ${id}`,
  is_current: false,
  personal_settings: {},
  user_cabinet: false,
  type,
});

const menus = fc
  .record({
    studied: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 4 }),
    run: fc.uniqueArray(fc.integer({ min: 41, max: 80 }), { maxLength: 3 }),
    pick: fc.nat(),
  })
  .map(({ studied, run, pick }): ProfileMenu => {
    const student_cabinets = [own, ...studied.map((id) => school(id, 'student'))];
    const expert_cabinets = run.map((id) => school(id, 'expert'));
    const all = [...student_cabinets, ...expert_cabinets];
    return {
      student_cabinets,
      expert_cabinets,
      current_cabinet: all[pick % all.length]!,
      is_branding_enabled: false,
      partner_dashboard_url: null,
    };
  });

describe('the cabinet switcher’s choices', () => {
  it('never offers a school the user only studies in, and always offers the study cabinet and every school run', () => {
    fc.assert(
      fc.property(menus, (menu) => {
        const choices = cabinetChoices(menu);
        expect(choices.studying).toEqual([own]);
        expect(choices.running).toEqual(menu.expert_cabinets);
      }),
    );
  });

  it('shows as chosen one of the options it offers: a study school as the study cabinet', () => {
    fc.assert(
      fc.property(menus, (menu) => {
        const choices = cabinetChoices(menu);
        const offered = [...choices.studying, ...choices.running].map(cabinetOptionValue);
        expect(offered).toContain(choices.value);
        if (menu.current_cabinet.type === 'student') expect(choices.value).toBe(cabinetOptionValue(own));
        else expect(choices.value).toBe(cabinetOptionValue(menu.current_cabinet));
      }),
    );
  });

  it('is shown only to someone who runs a school (a student has one place to be)', () => {
    fc.assert(
      fc.property(menus, (menu) => {
        expect(cabinetChoices(menu).shown).toBe(menu.expert_cabinets.length > 0);
      }),
    );
  });
});
