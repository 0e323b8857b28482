import type { Story } from '@ladle/react';
import { MachineInspector } from '../../ui/inspector/index.ts';

export default { title: 'Inspector / Machine inspector' };

/** The `/dev/machines` page with every registered machine, opened on the translation loader. */
export const TranslationLoader: Story = () => <MachineInspector initialMachineId="i18n" />;

/** Opened on the connection alert machine. */
export const ConnectionAlert: Story = () => <MachineInspector initialMachineId="connection" />;
