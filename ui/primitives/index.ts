export { NumberInput, type NumberInputProps } from '../number-input/number-input.tsx';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { Card, type CardProps } from './card.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { CollapsiblePanel, type CollapsiblePanelProps } from './collapsible-panel.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Field, type FieldControlProps, type FieldProps } from './field.tsx';
export { FormAlert } from './form-alert.tsx';
export { avatarColourFor, initialsOf } from './initials.ts';
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkComponentProvider,
  useLinkComponent,
} from './link-component.tsx';
export { ProgressBar, type ProgressBarProps } from './progress-bar.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
export { TextArea, type TextAreaProps } from './text-area.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { Tooltip, type TooltipProps } from './tooltip.tsx';
export { useMediaQuery } from './use-media-query.ts';
