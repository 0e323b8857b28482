/** A folder's forbidden import specifiers and the reason, as DESIGN.md states it. */
export interface ImportRule {
  from: string;
  forbidden: RegExp[];
  why: string;
}

export interface ImportViolation {
  file: string;
  specifier: string;
  why: string;
}

const IMPORT_SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Lists the imports of `source` (a file at `file`, relative to the root) that break a rule. */
export function findImportViolations(file: string, source: string, rules: ImportRule[]): ImportViolation[] {
  const applicable = rules.filter((rule) => file.startsWith(rule.from));
  const violations: ImportViolation[] = [];
  for (const match of source.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    for (const rule of applicable) {
      if (rule.forbidden.some((pattern) => pattern.test(specifier))) {
        violations.push({ file, specifier, why: rule.why });
      }
    }
  }
  return violations;
}
