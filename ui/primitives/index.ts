export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { Card, type CardProps } from './card.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Field, type FieldControlProps, type FieldProps } from './field.tsx';
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkComponentProvider,
  useLinkComponent,
} from './link-component.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { TextArea, type TextAreaProps } from './text-area.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { Tooltip, type TooltipProps } from './tooltip.tsx';
