import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSeeComment,
  commentRights,
  countsInTitle,
  formatCommentText,
} from '../../../core/comments/index.ts';

const facts = fc.record({
  userId: fc.integer({ min: 1, max: 4 }),
  isPrivate: fc.boolean(),
  isRestricted: fc.boolean(),
  deleted: fc.boolean(),
});
const viewer = fc.record({ userId: fc.integer({ min: 1, max: 4 }), isStaff: fc.boolean() });

describe('who sees a comment', () => {
  it('never shows a deleted one; a restricted one only to staff; a private one to its author and staff', () => {
    fc.assert(
      fc.property(viewer, facts, (who, comment) => {
        const seen = canSeeComment(who, comment);
        if (comment.deleted) expect(seen).toBe(false);
        if (comment.isRestricted && !who.isStaff) expect(seen).toBe(false);
        if (comment.isPrivate && !who.isStaff && comment.userId !== who.userId) expect(seen).toBe(false);
        if (!comment.deleted && !comment.isRestricted && !comment.isPrivate) expect(seen).toBe(true);
        if (countsInTitle(who, comment)) expect(seen && !comment.isRestricted).toBe(true);
        const rights = commentRights(who, comment);
        if (rights.edit || rights.toggleVisibility) expect(comment.userId).toBe(who.userId);
        if (rights.delete) expect(who.isStaff).toBe(true);
        if (!seen) expect(rights).toEqual({ edit: false, toggleVisibility: false, delete: false });
      }),
    );
  });
});

describe('the comment sanitizer', () => {
  it('leaves only links and line breaks as markup, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:alert(1)">x</a>',
        '"><svg onload=alert(1)>',
        'https://example.com/"onmouseover="alert(1)',
        'javascript:alert(1)',
      ),
    );
    fc.assert(
      fc.property(fc.array(typed, { maxLength: 4 }), (parts) => {
        const text = parts.join(' ');
        const { clean, without_tags } = formatCommentText(text);
        const tags = clean.match(/<[^>]*>/g) ?? [];
        for (const tag of tags)
          expect(tag).toMatch(
            /^(<br \/>|<\/a>|<a href="https?:\/\/[^"]*" target="_blank" rel="noopener noreferrer nofollow">)$/,
          );
        expect(without_tags).not.toMatch(/<(script|img|svg|a)\b[^>]*>/i);
      }),
    );
  });
});
