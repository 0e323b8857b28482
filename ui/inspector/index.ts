export { MachineEventPanel, type MachineEventPanelProps } from './machine-event-panel.tsx';
export { MachineInspector, type MachineInspectorProps } from './machine-inspector.tsx';
export { MachineStateTree, type MachineStateTreeProps } from './machine-state-tree.tsx';
export {
  type InspectedRun,
  type InspectorLogEntry,
  type MachineInspectorView,
  useMachineInspector,
} from './use-machine-inspector.ts';
