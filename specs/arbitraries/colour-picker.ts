import fc from 'fast-check';

/** A six-digit hex colour as written by people: either case, with or without '#'. */
export const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), fc.boolean())
  .map(([value, hash, upper]) => {
    const digits = value.toString(16).padStart(6, '0');
    return `${hash ? '#' : ''}${upper ? digits.toUpperCase() : digits}`;
  });

/** Any opacity the slider can give. */
export const opacity = fc.integer({ min: 0, max: 255 });
