import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import common from '../../../../app/server/translations/en/common.json' with { type: 'json' };
import errors from '../../../../app/server/translations/en/errors.json' with { type: 'json' };
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { UploadQueueProvider } from '../../../../ui/upload/index.ts';
import { completed, fakeFileService, fakeTransport } from '../../../core/upload/upload-fakes.ts';
import { userFixture } from '../support/user-fixture.ts';

// The photo's upload code comes when a photo is picked; here its first download fails, as on a dropped
// connection, and the picker offers to send the same photo again.
const tries = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../app/web/account/avatar-upload.ts', async (importOriginal) => {
  tries.count += 1;
  if (tries.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const { AvatarPicker } = await import('../../../../app/web/account/avatar-picker.tsx');

afterEach(cleanup);

describe('AvatarPicker without its upload code', () => {
  it('says the photo could not be sent and sends the same photo on Try again', async () => {
    const user = userFixture();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionKeys.user, user);
    const transport = fakeTransport();
    const files = fakeFileService([completed('/api/v1/files/photo-1/download')]);
    render(
      <QueryClientProvider client={client}>
        <I18nProvider language="en" catalog={{ cabinet: cabinetEn, common, errors }}>
          <UploadQueueProvider sendFile={transport.logic} pollFile={files.logic} client={files.client}>
            <AvatarPicker user={user} />
          </UploadQueueProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    // Picked without pointing at the picker first, so the pick itself asks for the code.
    const input = screen.getByLabelText(cabinetEn.account_avatar_choose);
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(errors.network);
    expect(transport.sends).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    await waitFor(() => expect(transport.sends).toHaveLength(1));
    expect(transport.sends[0]?.input.fileName).toBe('me.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
