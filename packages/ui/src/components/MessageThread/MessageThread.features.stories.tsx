import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { INVESTOR_ID, sampleConversations } from '../ConversationList/sampleConversations';
import { ControlledMessageThread } from './ControlledMessageThread';
import { MessageThread } from './MessageThread';
import { sampleMessages } from './sampleMessages';

const meta = {
  title: 'Marketplace/MessageThread/Features',
  component: MessageThread,
  args: {
    conversation: sampleConversations[0] ?? null,
    messages: sampleMessages,
    currentUserId: INVESTOR_ID,
    onSend: fn(),
    timeZone: 'Europe/Belgrade',
  },
  render: (args) => <ControlledMessageThread {...args} />,
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

function atBottom(log: HTMLElement): boolean {
  return log.scrollTop + log.clientHeight >= log.scrollHeight - 1;
}

/** spec §2: with no conversation selected. */
export const NoConversation: Story = {
  args: { conversation: null, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Izaberite razgovor za prikaz poruka')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Učitavanje poruka...');
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Poruka' })).toBeDisabled();
  },
};

/** spec §2: 'Razgovor sa' + the other party, 'Pogledaj oglas', own messages right and 'Vi'. */
export const HeaderAndMessages: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Razgovor sa Marko Petrović' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute(
      'href',
      '/ads/12',
    );
    const items = within(canvas.getByRole('log', { name: 'Poruke' })).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    const [own, other] = items as [HTMLElement, HTMLElement];
    await expect(own).toHaveTextContent(/^Vi/);
    await expect(own).toHaveTextContent('05.11.2024 11:00');
    await expect(other).toHaveTextContent(/^Marko Petrović/);
    const right = (el: HTMLElement) => el.getBoundingClientRect().right;
    await expect(right(own)).toBeGreaterThan(right(other));
  },
};

export const BusinessAdLink: Story = {
  args: { conversation: sampleConversations[1] ?? null, messages: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Razgovor sa Jelena Jovanović' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute(
      'href',
      '/business/5',
    );
  },
};

/** spec §2: the list scrolls to the newest message, on opening and after each new one. */
export const ScrolledToNewest: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Poruke' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(atBottom(log)).toBe(true);
    log.scrollTop = 0;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Poruka' }), 'Vidimo se!{Enter}');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(11));
    await expect(atBottom(log)).toBe(true);
  },
};

/** spec §2, §5: the send button is disabled while the text is blank or whitespace only. */
export const SendDisabledWhileBlank: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Pošalji' });
    const input = canvas.getByRole('textbox', { name: 'Poruka' });
    await expect(input).toHaveAttribute('placeholder', 'Unesite poruku...');
    await expect(send).toBeDisabled();
    await userEvent.type(input, '   {Enter}');
    await expect(send).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(input, 'x');
    await expect(send).toBeEnabled();
  },
};

export const EnterSendsAndClears: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Poruka' });
    await userEvent.type(input, '  Pozdrav  {Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Pozdrav');
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Pošalji' })).toBeDisabled();
  },
};

export const ShiftEnterNewLine: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Poruka' });
    await userEvent.type(input, 'Prvi red{Shift>}{Enter}{/Shift}Drugi red');
    await expect(input).toHaveValue('Prvi red\nDrugi red');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji' }));
    await expect(args.onSend).toHaveBeenCalledWith('Prvi red\nDrugi red');
    await expect(input).toHaveValue('');
  },
};

/** spec §4: disabled while the message is in flight; Enter does not send twice. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Poruka' });
    await userEvent.type(input, 'Još jedno pitanje{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Još jedno pitanje');
    const send = canvas.getByRole('button', { name: 'Pošalji' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** Actions in the header (blocking) and a notice above the input. */
export const HeaderActionsAndNotice: Story = {
  args: {
    headerActions: (
      <Button size="sm" variant="ghost">
        {texts.blocking.block}
      </Button>
    ),
    notice: <Alert tone="info">{texts.blocking.blockedNotice}</Alert>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Blokiraj korisnika' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Blokirali ste ovog korisnika. Ne može vam slati poruke.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Poruka' })).toBeEnabled();
  },
};

/** Addresses in messages are links; one to another site asks before it opens. */
export const LinksInMessages: Story = {
  args: {
    origin: 'https://nekretnine.rs',
    messages: [
      {
        id: 1,
        sender_id: 7,
        content: 'Detalji: https://nekretnine.rs/ads/12 i snimak https://video.example.com/parcela',
        created_at: '2024-11-05T10:00:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('log', { name: 'Poruke' }));
    await expect(log.getByRole('link', { name: 'https://nekretnine.rs/ads/12' })).toHaveAttribute(
      'href',
      '/ads/12',
    );
    await userEvent.click(log.getByRole('link', { name: 'https://video.example.com/parcela' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Napuštate Nekretnine',
    });
    await expect(dialog).toHaveTextContent('video.example.com');
  },
};

/** No dead ends: a message that was not sent stays, marked 'Nije poslato', with a retry. */
export const NotSent: Story = {
  args: {
    unsent: [
      {
        key: 'unsent-1',
        content: 'Da li je parcela još uvek na prodaju?',
        error: 'Poruka nije poslata. Proverite internet vezu i pokušajte ponovo.',
      },
    ],
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    const log = within(canvas.getByRole('log'));
    const item = (await log.findByText('Da li je parcela još uvek na prodaju?')).closest('li');
    await expect(item).not.toBeNull();
    const unsent = within(item as HTMLElement);
    await expect(unsent.getByText('Nije poslato')).toBeVisible();
    await expect(
      unsent.getByText('Poruka nije poslata. Proverite internet vezu i pokušajte ponovo.'),
    ).toBeVisible();
    await userEvent.click(unsent.getByRole('button', { name: 'Pokušaj ponovo' }));
    await expect(args.onRetry).toHaveBeenCalledWith('unsent-1');
    // The newest (unsent) message is in view.
    await waitFor(() => expect(atBottom(canvas.getByRole('log'))).toBe(true));
  },
};
