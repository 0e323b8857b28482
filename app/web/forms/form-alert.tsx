export { FormAlert } from '../../../ui/primitives/form-alert.tsx';
