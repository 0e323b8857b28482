import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRUD_ACTIONS,
  formatPermission,
  hasAtLeast,
  hasExactly,
  hasPermission,
  hasScoped,
  parsePermission,
} from '../../../core/permissions/index.ts';
import {
  actionDemand,
  grantString,
  grants,
  permission,
  sharedObject,
  subScopedAction,
} from '../../arbitraries/permissions.ts';

const demands = fc.array(actionDemand, { maxLength: 5 });

describe('permission properties', () => {
  it('parse ∘ format is the identity on valid permissions', () => {
    fc.assert(
      fc.property(permission, (value) => {
        expect(parsePermission(formatPermission(value))).toEqual(value);
      }),
    );
  });

  it('format ∘ parse gives back any string that parses', () => {
    fc.assert(
      fc.property(grantString, (text) => {
        const parsed = parsePermission(text);
        if (parsed) expect(formatPermission(parsed)).toBe(text);
      }),
    );
  });

  it('at-least is monotonic: more grants never take a permission away', () => {
    fc.assert(
      fc.property(grants, grants, sharedObject, demands, (granted, more, object, demanded) => {
        if (hasAtLeast(granted, object, demanded)) {
          expect(hasAtLeast([...granted, ...more], object, demanded)).toBe(true);
        }
      }),
    );
  });

  it('at-least is antitone in demands: demanding less never fails where demanding more passed', () => {
    fc.assert(
      fc.property(grants, sharedObject, demands, demands, (granted, object, demanded, extra) => {
        if (hasAtLeast(granted, object, [...demanded, ...extra])) {
          expect(hasAtLeast(granted, object, demanded)).toBe(true);
        }
      }),
    );
  });

  it('exact implies at-least', () => {
    fc.assert(
      fc.property(grants, sharedObject, demands, (granted, object, demanded) => {
        if (hasExactly(granted, object, demanded)) expect(hasAtLeast(granted, object, demanded)).toBe(true);
      }),
    );
  });

  it('exact passes only when no grant of the four lies outside the demand', () => {
    fc.assert(
      fc.property(grants, sharedObject, demands, (granted, object, demanded) => {
        fc.pre(hasExactly(granted, object, demanded));
        const demandedActions = new Set(demanded.map((demand) => demand.split('.')[0]));
        const expands =
          demandedActions.has('crud') || demandedActions.has('all') || demandedActions.has('root');
        for (const action of CRUD_ACTIONS) {
          if (!expands && !demandedActions.has(action)) {
            expect(
              granted.map(parsePermission).some((p) => p?.object === object && p.action === action),
            ).toBe(false);
          }
        }
      }),
    );
  });

  it('checks do not depend on the order of grants or of demands, nor on repeats', () => {
    fc.assert(
      fc.property(
        grants.chain((granted) =>
          fc.tuple(fc.constant(granted), fc.shuffledSubarray(granted, { minLength: granted.length })),
        ),
        demands.chain((demanded) =>
          fc.tuple(fc.constant(demanded), fc.shuffledSubarray(demanded, { minLength: demanded.length })),
        ),
        sharedObject,
        ([granted, shuffled], [demanded, reordered], object) => {
          expect(hasAtLeast(shuffled, object, reordered)).toBe(hasAtLeast(granted, object, demanded));
          expect(hasExactly(shuffled, object, reordered)).toBe(hasExactly(granted, object, demanded));
          expect(hasAtLeast([...granted, ...granted], object, demanded)).toBe(
            hasAtLeast(granted, object, demanded),
          );
          expect(hasExactly([...granted, ...granted], object, demanded)).toBe(
            hasExactly(granted, object, demanded),
          );
        },
      ),
    );
  });

  it('an unscoped grant covers every sub-scope; a scoped grant covers its own and no other', () => {
    const sub = fc.stringMatching(/^[a-z]{1,6}$/);
    fc.assert(
      fc.property(sharedObject, subScopedAction, sub, sub, (object, action, own, other) => {
        expect(hasScoped([`${object}_${action}`], object, action, other)).toBe(true);
        expect(hasScoped([`${object}_${action}.${own}`], object, action, own)).toBe(true);
        expect(hasScoped([`${object}_${action}.${own}`], object, action, other)).toBe(own === other);
        expect(hasPermission([`${object}_${action}.${own}`], `${object}_${action}`)).toBe(false);
      }),
    );
  });

  it('a scoped demand is met whenever the unscoped demand is', () => {
    fc.assert(
      fc.property(
        grants,
        sharedObject,
        subScopedAction,
        fc.constantFrom('price', 'x'),
        (granted, object, action, sub) => {
          if (hasAtLeast(granted, object, [action])) {
            expect(hasAtLeast(granted, object, [`${action}.${sub}`])).toBe(true);
          }
        },
      ),
    );
  });

  it('grants on one object never answer for another', () => {
    fc.assert(
      fc.property(grants, demands, (granted, demanded) => {
        const onCourse = granted.filter((text) => parsePermission(text)?.object === 'course');
        fc.pre(demanded.length > 0);
        expect(hasAtLeast(onCourse, 'quiz', demanded)).toBe(false);
      }),
    );
  });
});
