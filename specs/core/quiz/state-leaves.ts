import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * Every leaf state a machine can rest in, as a state value usable with `snapshot.matches`
 * (parallel regions one by one); transient states, left at once by an unguarded `always`, are skipped.
 */
export function leafStateValues(machine: AnyStateMachine): { id: string; value: StateValue }[] {
  const leaves: { id: string; value: StateValue }[] = [];
  const visit = (node: AnyStateNode, path: string[]) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const transient = (node.always ?? []).some((transition: { guard?: unknown }) => transition.guard == null);
    if (children.length === 0 && transient) return;
    if (children.length === 0) {
      const value = path.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path.pop() ?? '');
      leaves.push({ id: node.id, value });
      return;
    }
    for (const child of children) visit(child, [...path, child.key]);
  };
  visit(machine.root, []);
  return leaves;
}
