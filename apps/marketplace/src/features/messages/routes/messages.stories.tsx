import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  createMockApi,
  errorHandler,
  fixtureBusinessAds,
  fixtureConversations,
  fixtureLandAds,
  fixtureUsers,
  handlerOverrides,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { readUnsentMessages, storeUnsentMessages } from '../../../lib/unsent-messages';
import { Component } from './messages';

const { investor, landOwner, businessOwner } = fixtureUsers;
const { landNoviSad, businessRestaurant, businessTransport } = fixtureConversations;
const addressTestId = 'messages-address';

/** The address next to the screen, so a play function can check what the URL keeps. */
function ScreenWithAddress() {
  const location = useLocation();
  return (
    <>
      <Component />
      <p data-testid={addressTestId}>{`${location.pathname}${location.search}`}</p>
    </>
  );
}

/** The screen at `initialEntry`, for the investor unless another user (or null: nobody) is given. */
const page = (initialEntry = paths.messages.href(), userId: number | null = investor.id) =>
  renderPage({
    path: paths.messages.path,
    initialEntry,
    element: <ScreenWithAddress />,
    userId: userId ?? undefined,
  });

/**
 * A fresh mock database per story: sending, starting and opening conversations change it, and a
 * shared one would make the stories depend on their order.
 */
const api = (...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, ...createHandlers()] },
});

const meta = {
  title: 'Pages/Messages',
  render: page(),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);
const address = (canvas: Canvas) => canvas.getByTestId(addressTestId);
/** The input, once the open conversation has loaded (it is disabled while loading). */
const composer = async (canvas: Canvas) => {
  await canvas.findByRole('log');
  const field = canvas.getByPlaceholderText('Unesite poruku...');
  await waitFor(() => expect(field).toBeEnabled());
  return field;
};
const rows = (canvas: Canvas) => canvas.findByRole('list', { name: 'Razgovori' });

/** spec §2: signed-out visitors go to /login. */
export const SignedOut: Story = {
  parameters: api(),
  render: page(paths.messages.href(), null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('Stranica: /login');
  },
};

export const Loading: Story = {
  parameters: api(loadingHandler('listConversations')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Poruke' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: api(handlerOverrides.listConversationsEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nemate nijedan razgovor')).toBeVisible();
    await expect(canvas.getByText('Izaberite razgovor za prikaz poruka')).toBeVisible();
  },
};

/** spec §8: messaging errors are logged only, no message for the user. */
export const LoadFailed: Story = {
  parameters: api(handlerOverrides.listConversationsError),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nemate nijedan razgovor')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** spec §2: rows with ad links, the other party, last message and '9+' badges; nothing open. */
export const NoSelection: Story = {
  parameters: api(),
  play: async ({ canvas }) => {
    const list = within(await rows(canvas));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('link', { name: landNoviSad.ad_title })).toHaveAttribute(
      'href',
      paths.landAd.href(landNoviSad.ad_id),
    );
    await expect(list.getByRole('link', { name: businessRestaurant.ad_title })).toHaveAttribute(
      'href',
      paths.businessAd.href(businessRestaurant.ad_id),
    );
    await expect(list.getByText('9+')).toBeVisible();
    await expect(list.getByText('3')).toBeVisible();
    await expect(list.getByText(businessTransport.last_message)).toBeVisible();
    await expect(canvas.getByText('Izaberite razgovor za prikaz poruka')).toBeVisible();
  },
};

/** spec §2, §4: opening a conversation shows the pane and clears its unread badge. */
export const SelectConversation: Story = {
  parameters: api(),
  play: async ({ canvas }) => {
    const list = within(await rows(canvas));
    await userEvent.click(list.getByRole('button', { name: new RegExp(businessOwner.full_name) }));
    await expect(
      await canvas.findByRole('heading', { name: `Razgovor sa ${businessOwner.full_name}` }),
    ).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(`/messages?c=${businessRestaurant.id}`);
    await expect(await canvas.findByText('Mogu da vam pošaljem bilanse uspeha.')).toBeVisible();
    await waitFor(() => expect(list.queryByText('3')).not.toBeInTheDocument());
    await expect(
      list.getByRole('button', { name: new RegExp(businessOwner.full_name) }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** spec §2: own messages right-aligned as 'Vi', 'Pogledaj oglas', the input and its button. */
export const SelectedConversation: Story = {
  parameters: api(),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Razgovor sa ${landOwner.full_name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute(
      'href',
      paths.landAd.href(landNoviSad.ad_id),
    );
    const log = within(await canvas.findByRole('log'));
    await expect(await log.findByText('Može li obilazak parcele u subotu?')).toBeVisible();
    await expect(log.getAllByText('Vi')).toHaveLength(2);
    await expect(log.getByText(landOwner.full_name)).toBeVisible();
    await expect(await composer(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pošalji' })).toBeDisabled();
  },
};

/** The ad's owner sees the investor as the other party. */
export const AsAdOwner: Story = {
  parameters: api(),
  render: page(`/messages?c=${landNoviSad.id}`, landOwner.id),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Razgovor sa ${investor.full_name}` }),
    ).toBeVisible();
    const log = within(await canvas.findByRole('log'));
    await expect(await log.findByText('Dobar dan, cena je okvirna, možemo razgovarati.'));
    await expect(log.getAllByText('Vi')).toHaveLength(1);
  },
};

/** spec §2: blank text cannot be sent; a sent message is appended and becomes the last one. */
export const SendMessage: Story = {
  parameters: api(),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    const field = await composer(canvas);
    const send = canvas.getByRole('button', { name: 'Pošalji' });
    await userEvent.type(field, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Da li je parcela ograđena?');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    const log = within(canvas.getByRole('log'));
    await expect(await log.findByText('Da li je parcela ograđena?')).toBeVisible();
    await expect(field).toHaveValue('');
    const list = within(await rows(canvas));
    await waitFor(() =>
      expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Da li je parcela ograđena?'),
    );
  },
};

/** No dead ends: a failed send stays in the thread, 'Nije poslato', and the text is never lost. */
export const SendFails: Story = {
  render: page(`/messages?c=${landNoviSad.id}`),
  parameters: api(errorHandler('sendMessage')),
  play: async ({ canvas }) => {
    const field = await composer(canvas);
    await userEvent.type(field, 'Ova poruka ne sme da se izgubi');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji' }));
    const log = within(canvas.getByRole('log'));
    const item = (await log.findByText('Ova poruka ne sme da se izgubi')).closest('li');
    const unsent = within(item as HTMLElement);
    await expect(unsent.getByText('Nije poslato')).toBeVisible();
    await expect(unsent.getByRole('button', { name: 'Pokušaj ponovo' })).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** No dead ends: a message that was not sent before the tab was reloaded is still there. */
export const UnsentKeptAfterReload: Story = {
  render: page(`/messages?c=${landNoviSad.id}`),
  beforeEach: () => {
    storeUnsentMessages(investor.id, {
      [landNoviSad.id]: [
        {
          key: 'unsent-before-reload',
          content: 'Napisano pre osvežavanja stranice',
          error: 'Poruka nije poslata. Proverite internet vezu i pokušajte ponovo.',
        },
      ],
    });
  },
  play: async ({ canvas }) => {
    const log = within(await canvas.findByRole('log'));
    const item = (await log.findByText('Napisano pre osvežavanja stranice')).closest('li');
    await expect(within(item as HTMLElement).getByText('Nije poslato')).toBeVisible();
    await userEvent.click(
      within(item as HTMLElement).getByRole('button', { name: 'Pokušaj ponovo' }),
    );
    await waitFor(() => expect(log.queryByText('Nije poslato')).toBeNull());
    await expect(log.getAllByText('Napisano pre osvežavanja stranice')).toHaveLength(1);
    await expect(readUnsentMessages(investor.id)).toEqual({});
  },
};

/** No dead ends: no connection, then 'Pokušaj ponovo' sends the same text once it is back. */
export const SendFailsThenRetry: Story = {
  render: page(`/messages?c=${landNoviSad.id}`),
  parameters: api(
    http.post('*/api/messages/conversations/:id/messages', () => HttpResponse.error(), {
      once: true,
    }),
  ),
  play: async ({ canvas }) => {
    const field = await composer(canvas);
    await userEvent.type(field, 'Da li je put do parcele asfaltiran?');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji' }));
    const log = within(canvas.getByRole('log'));
    await expect(
      await log.findByText('Poruka nije poslata. Proverite internet vezu i pokušajte ponovo.'),
    ).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Pokušaj ponovo' }));
    await waitFor(() => expect(log.queryByText('Nije poslato')).toBeNull());
    await expect(await log.findByText('Da li je put do parcele asfaltiran?')).toBeVisible();
    await expect(log.getAllByText('Da li je put do parcele asfaltiran?')).toHaveLength(1);
  },
};

/** spec §4: the send button is busy while the message is in flight. */
export const Sending: Story = {
  render: page(`/messages?c=${landNoviSad.id}`),
  parameters: api(loadingHandler('sendMessage')),
  play: async ({ canvas }) => {
    await userEvent.type(await composer(canvas), 'Poruka na putu');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pošalji' })).toBeDisabled());
  },
};

const newLandAd = fixtureLandAds.forestSremskaMitrovica;
const startLand = paths.messages.href({ adId: newLandAd.id, receiverId: newLandAd.user_id });

/** spec §2: no conversation about that ad yet: the dialog; sending selects the new one. */
export const StartConversation: Story = {
  parameters: api(),
  render: page(startLand),
  play: async ({ canvas }) => {
    const dialog = within(await body.findByRole('dialog'));
    // The dialog fades in.
    await waitFor(() =>
      expect(
        dialog.getByRole('heading', { name: 'Pošaljite poruku vlasniku oglasa' }),
      ).toBeVisible(),
    );
    await expect(
      dialog.getByText('Ova poruka će započeti novi razgovor sa vlasnikom oglasa'),
    ).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Pošalji' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Vaša poruka'), 'Zanima me cena šume.');
    await userEvent.click(send);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole('heading', { name: `Razgovor sa ${landOwner.full_name}` }),
    ).toBeVisible();
    await expect(await canvas.findByText('Zanima me cena šume.', { selector: 'p' })).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/^\/messages\?c=\d+$/);
  },
};

const newBusinessAd = fixtureBusinessAds.itCompanyBelgrade;

/** The business 'Kontaktiraj vlasnika' link adds adType=business, which the start sends. */
export const StartBusinessConversation: Story = {
  parameters: api(),
  render: page(
    paths.messages.href({
      adId: newBusinessAd.id,
      receiverId: newBusinessAd.author_id,
      adType: 'business',
    }),
  ),
  play: async ({ canvas }) => {
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Vaša poruka'), 'Koliko zaposlenih ima firma?');
    await userEvent.click(dialog.getByRole('button', { name: 'Pošalji' }));
    await expect(
      await canvas.findByRole('heading', { name: `Razgovor sa ${businessOwner.full_name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute(
      'href',
      paths.businessAd.href(newBusinessAd.id),
    );
  },
};

/** spec §2: closing the dialog removes sendInitial from the address. */
export const StartCancelled: Story = {
  parameters: api(),
  render: page(startLand),
  play: async ({ canvas }) => {
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(address(canvas)).toHaveTextContent(
      `/messages?adId=${newLandAd.id}&receiverId=${newLandAd.user_id}`,
    );
    await expect(address(canvas)).not.toHaveTextContent('sendInitial');
    await expect(canvas.getByText('Izaberite razgovor za prikaz poruka')).toBeVisible();
  },
};

/** spec §8: a failed start is logged; the dialog stays open with the message and says why. */
export const StartFails: Story = {
  render: page(startLand),
  parameters: api(errorHandler('startConversation')),
  play: async () => {
    const dialog = within(await body.findByRole('dialog'));
    const field = dialog.getByLabelText('Vaša poruka');
    await userEvent.type(field, 'Zanima me cena šume.');
    await userEvent.click(dialog.getByRole('button', { name: 'Pošalji' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Pošalji' })).toBeEnabled());
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(field).toHaveValue('Zanima me cena šume.');
    await expect(dialog.getByRole('alert')).toBeVisible();
  },
};

/** No dead ends: the owner blocked the investor; the dialog shows the server's refusal. */
export const StartRefused: Story = {
  render: page(startLand),
  parameters: api(
    errorHandler('startConversation', 403, 'Ovaj korisnik vas je blokirao. Poruka nije poslata.'),
  ),
  play: async () => {
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Vaša poruka'), 'Zanima me cena šume.');
    await userEvent.click(dialog.getByRole('button', { name: 'Pošalji' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Ovaj korisnik vas je blokirao. Poruka nije poslata.',
    );
    await expect(dialog.getByLabelText('Vaša poruka')).toHaveValue('Zanima me cena šume.');
  },
};

/** spec §2: a conversation about that ad with that owner exists: it opens, no dialog. */
export const StartWithExistingConversation: Story = {
  parameters: api(),
  render: page(
    paths.messages.href({
      adId: businessTransport.ad_id,
      receiverId: businessTransport.receiver_id,
      adType: 'business',
    }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: `Razgovor sa ${businessTransport.receiver_name}`,
      }),
    ).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(`/messages?c=${businessTransport.id}`);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Narrow screens: the list, then the open conversation full-width with a way back. */
export const Narrow: Story = {
  parameters: api(),
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(canvas.queryByText('Izaberite razgovor za prikaz poruka')).not.toBeVisible();
    await userEvent.click(
      within(list).getByRole('button', { name: new RegExp(businessOwner.full_name) }),
    );
    await expect(
      await canvas.findByRole('heading', { name: `Razgovor sa ${businessOwner.full_name}` }),
    ).toBeVisible();
    await expect(list).not.toBeVisible();
    const back = canvas.getByRole('button', { name: /Nazad na razgovore/ });
    await expect(back).toHaveFocus();
    await userEvent.click(back);
    await waitFor(() => expect(list).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Razgovori' })).toHaveFocus());
    await expect(address(canvas)).toHaveTextContent(/^\/messages$/);
  },
};

// Blocking and links in messages.

/** The mock API where `blocker` has blocked `blocked`. */
function withBlock(blocker: number, blocked: number) {
  const mock = createMockApi();
  mock.db.blocks.push({
    blocker_id: blocker,
    blocked_id: blocked,
    blocked_at: '2024-11-05T10:00:00.000Z',
  });
  return { msw: { handlers: mock.handlers } };
}

const toasts = async () => within(await body.findByRole('region', { name: /Obaveštenja \(/ }));

/** 'Blokiraj korisnika' asks first; then the pane says so and offers 'Odblokiraj'. */
export const BlockUser: Story = {
  parameters: api(),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    await composer(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Blokiraj korisnika' }));
    const dialog = await body.findByRole('alertdialog', {
      name: `Blokirati korisnika ${landOwner.full_name}?`,
    });
    await expect(dialog).toHaveTextContent('Neće moći da vam šalje poruke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokiraj' }));
    await expect(await (await toasts()).findByText('Korisnik je blokiran')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Odblokiraj' })).toBeVisible();
    await expect(
      canvas.getByText('Blokirali ste ovog korisnika. Ne može vam slati poruke.'),
    ).toBeVisible();
    // One-way: the blocker may still write.
    await expect(canvas.getByPlaceholderText('Unesite poruku...')).toBeEnabled();
  },
};

/** Cancelling the question blocks nobody. */
export const BlockCancelled: Story = {
  parameters: api(),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    await composer(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Blokiraj korisnika' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Blokiraj korisnika' })).toBeVisible();
    await expect(canvas.queryByText(/Blokirali ste ovog korisnika/)).toBeNull();
  },
};

/** A blocked party: the notice, and 'Odblokiraj' lifts the block. */
export const UnblockUser: Story = {
  parameters: withBlock(investor.id, landOwner.id),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    await composer(canvas);
    await expect(
      await canvas.findByText('Blokirali ste ovog korisnika. Ne može vam slati poruke.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Odblokiraj' }));
    await expect(await (await toasts()).findByText('Korisnik je odblokiran')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Blokiraj korisnika' })).toBeVisible();
    await expect(canvas.queryByText(/Blokirali ste ovog korisnika/)).toBeNull();
  },
};

/** The other party blocked the user: the server's refusal shows in the pane; the text stays. */
export const BlockedByOtherParty: Story = {
  parameters: withBlock(landOwner.id, investor.id),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    const field = await composer(canvas);
    await userEvent.type(field, 'Da li je parcela još uvek na prodaju?');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ovaj korisnik vas je blokirao. Poruka nije poslata.',
    );
    // The message stays in the thread, not sent, with a way to try again.
    const log = within(canvas.getByRole('log'));
    const item = (await log.findByText('Da li je parcela još uvek na prodaju?')).closest('li');
    await expect(within(item as HTMLElement).getByText('Nije poslato')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

const linkMessages = () => ({
  msw: {
    handlers: createHandlers({
      seed: {
        messages: {
          [landNoviSad.id]: [
            {
              id: 901,
              sender_id: landOwner.id,
              content: `Slični placevi: ${window.location.origin}/nekretnine?country_id=1 i snimak na https://video.example.com/parcela.`,
              created_at: '2024-10-02T09:40:00.000Z',
            },
          ],
        },
      },
    }),
  },
});

/** Addresses in messages are links: the product's own open in place, another site asks first. */
export const LinksInMessages: Story = {
  parameters: linkMessages(),
  render: page(`/messages?c=${landNoviSad.id}`),
  play: async ({ canvas }) => {
    const log = within(await canvas.findByRole('log'));
    const own = await log.findByRole('link', { name: /\/nekretnine\?country_id=1$/ });
    await expect(own).toHaveAttribute('href', '/nekretnine?country_id=1');
    const external = log.getByRole('link', { name: 'https://video.example.com/parcela' });
    await userEvent.click(external);
    const dialog = await body.findByRole('alertdialog', { name: 'Napuštate Nekretnine' });
    await expect(dialog).toHaveTextContent(
      'Link vodi na drugi sajt: video.example.com. Nastavite samo ako mu verujete.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Nastavi' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
