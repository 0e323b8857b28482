import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { closedGroupMemberRequestSchema, closedGroupRequestSchema } from '../../../core/api/lessons.ts';
import { groupsMatching, groupTitleProblem, memberEmailProblem } from '../../../core/closed-groups/index.ts';
import { LESSON_LIMITS } from '../../../core/lessons/lessons.constants.ts';

const MAX = LESSON_LIMITS.closedGroupTitleLength;

/** Titles around the limit, blank ones, and any text at all. */
const titles = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\s*$/),
  fc
    .integer({ min: MAX - 3, max: MAX + 3 })
    .chain((length) =>
      fc.tuple(fc.string({ minLength: length, maxLength: length }), fc.stringMatching(/^ {0,3}$/)),
    )
    .map(([text, pad]) => `${pad}${text}${pad}`),
);

const emails = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.emailAddress().map((email) => ` ${email.toUpperCase()} `),
);

describe('the group page checks what the server checks', () => {
  it('a title is held back exactly when the contract refuses it, as required when blank, else too long', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const problem = groupTitleProblem(title);
        const accepted = v.safeParse(closedGroupRequestSchema, { title }).success;
        expect(problem === null).toBe(accepted);
        if (problem) expect(problem.kind).toBe(title.trim() === '' ? 'required' : 'tooLong');
      }),
    );
  });

  it('an email is held back exactly when the contract refuses it', () => {
    fc.assert(
      fc.property(emails, (email) => {
        const problem = memberEmailProblem(email);
        expect(problem === null).toBe(v.safeParse(closedGroupMemberRequestSchema, { email }).success);
        if (problem) expect(problem.kind).toBe(email.trim() === '' ? 'required' : 'invalidEmail');
      }),
    );
  });
});

describe('searching the groups by title', () => {
  const groups = fc.array(fc.record({ id: fc.nat(), title: fc.string() }), { maxLength: 20 });

  it('keeps, in their order, exactly the groups whose title holds the search in any case', () => {
    fc.assert(
      fc.property(groups, fc.string({ maxLength: 4 }), (list, search) => {
        const found = groupsMatching(list, search);
        const needle = search.trim().toLocaleLowerCase();
        expect(found).toEqual(list.filter((group) => group.title.toLocaleLowerCase().includes(needle)));
      }),
    );
  });

  it('finds a group by any piece of its title, typed in upper or lower case, and shows all for a blank search', () => {
    const latin = fc.array(fc.record({ id: fc.nat(), title: fc.stringMatching(/^[A-Za-z ]{1,20}$/) }), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(latin, fc.nat(), fc.nat(), fc.boolean(), (list, at, length, upper) => {
        expect(groupsMatching(list, '  ')).toEqual(list);
        const group = list[at % list.length]!;
        const start = at % group.title.length;
        const piece = group.title.slice(start, start + 1 + (length % 5));
        const typed = upper ? piece.toUpperCase() : piece.toLowerCase();
        expect(groupsMatching(list, typed).map((found) => found.id)).toContain(group.id);
      }),
    );
  });
});
