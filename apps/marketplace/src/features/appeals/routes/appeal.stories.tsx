import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import type { components } from '@marketplace/api-client';
import { createHandlers, fixtureLandAds, fixtureUsers } from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './appeal';

type Decision = components['schemas']['Decision'];
type Appeal = components['schemas']['Appeal'];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ad = fixtureLandAds.agriculturalNoviSad;

// A decision of ten days ago on the land owner's ad: the appeal window is open.
const hidden: Decision = {
  id: 41,
  target: { type: 'land_ad', id: ad.id },
  target_label: ad.title,
  affected_user_id: fixtureUsers.landOwner.id,
  action: 'hide',
  reason_code: 'fraud',
  terms_clause: '4.1',
  statement: 'Parcela 1234/5 u katastru nije upisana na vlasnika oglasa.',
  until: null,
  automated: false,
  followed_report: true,
  created_at: daysAgo(10),
  reversed_at: null,
  appeal: null,
};

const appealText = 'Parcela je moja, prilažem izvod iz katastra od prošle nedelje.';

const appealOf = (decision: Decision, status: Appeal['status'] = 'open'): Appeal => ({
  id: 77,
  text: appealText,
  status,
  resolution_statement: null,
  created_at: daysAgo(2),
  resolved_at: null,
  decision,
});

const decisionPath = '*/api/decisions/:id';
const answerDecision = (decision: Decision) =>
  http.get(decisionPath, () => HttpResponse.json(decision));

const page = (userId: number | undefined, id: number = hidden.id) =>
  renderPage({
    path: paths.appeal.path,
    initialEntry: paths.appeal.href(id),
    Component,
    userId,
  });

const meta = {
  title: 'Pages/Appeal',
  render: page(fixtureUsers.landOwner.id),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [answerDecision(hidden), ...createHandlers()] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }));

const sendAppeal = async (canvas: Canvas, text: string) => {
  const appeal = await section(canvas, 'Žalba');
  await userEvent.type(appeal.getByRole('textbox', { name: /Razlozi žalbe/ }), text);
  await userEvent.click(appeal.getByRole('button', { name: 'Pošalji žalbu' }));
  return appeal;
};

/** The statement as received: measure, ad, reason, clause, duration, origin and means. */
export const Statement: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Obrazloženje odluke' }),
    ).toBeVisible();
    const statement = await section(canvas, 'Odluka moderatora');
    await expect(statement.getByText('Sakrij oglas')).toBeVisible();
    await expect(statement.getByText(`Oglas „${ad.title}“`)).toBeVisible();
    await expect(statement.getByText('Prevara')).toBeVisible();
    await expect(statement.getByRole('link', { name: 'Tačka 4.1: Prevara' })).toHaveAttribute(
      'href',
      '/uslovi#clan-4-1',
    );
    await expect(statement.getByText(hidden.statement)).toBeVisible();
    await expect(
      statement.getByText('Bez vremenskog ograničenja, dok se mera ne ukine.'),
    ).toBeVisible();
    await expect(
      statement.getByText('Odluka je doneta nakon prijave drugog korisnika.'),
    ).toBeVisible();
    await expect(statement.getByText(/^Automatizovana sredstva nisu korišćena/)).toBeVisible();
    const appeal = await section(canvas, 'Žalba');
    await expect(appeal.getByText(/^Žalbu možete podneti do /)).toBeVisible();
    const field = appeal.getByRole('textbox', { name: /Razlozi žalbe/ });
    await expect(field).toHaveAttribute('maxlength', '2000');
    await expect(field).toHaveAccessibleDescription('Od 10 do 2000 karaktera.');
  },
};

/** A suspension names the account and its end. */
export const Suspension: Story = {
  parameters: {
    msw: {
      handlers: [
        answerDecision({
          ...hidden,
          target: { type: 'user', id: fixtureUsers.landOwner.id },
          target_label: fixtureUsers.landOwner.full_name,
          action: 'suspend',
          reason_code: 'spam',
          terms_clause: '4.3',
          until: '2099-01-15T12:00:00.000Z',
          followed_report: false,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const statement = await section(canvas, 'Odluka moderatora');
    await expect(statement.getByText('Suspenduj nalog')).toBeVisible();
    await expect(statement.getByText(`Nalog „${fixtureUsers.landOwner.full_name}“`)).toBeVisible();
    await expect(statement.getByText('Do 15. januar 2099.')).toBeVisible();
    await expect(
      statement.getByText('Odluka je doneta na inicijativu moderatora, bez prijave korisnika.'),
    ).toBeVisible();
    await expect(
      statement.getByRole('link', { name: 'Tačka 4.3: Neželjeni sadržaj' }),
    ).toHaveAttribute('href', '/uslovi#clan-4-3');
  },
};

/** The appeal goes out trimmed; its state replaces the form. */
export const SendAppeal: Story = {
  parameters: {
    msw: {
      handlers: [
        answerDecision(hidden),
        http.post('*/api/appeals', async ({ request }) => {
          const body = (await request.json()) as components['schemas']['AppealRequest'];
          await expect(body).toEqual({ decision_id: hidden.id, text: appealText });
          return HttpResponse.json(appealOf(hidden), { status: 201 });
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const appeal = await sendAppeal(canvas, `  ${appealText}  `);
    await expect(await appeal.findByText('Žalba je primljena i čeka odluku.')).toBeVisible();
    await expect(appeal.getByText(appealText)).toBeVisible();
    await expect(appeal.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Too short for the contract: refused before sending, on the field, which takes the focus. */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    const appeal = await sendAppeal(canvas, 'Nije fer');
    const message = 'Polje „Razlozi žalbe“ mora imati najmanje 10 karaktera.';
    await expect(await appeal.findByRole('alert')).toHaveTextContent(message);
    const field = appeal.getByRole('textbox', { name: /Razlozi žalbe/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

// The appeal another tab sent first: the server has it once this page's send is refused.
const race = { appealed: false };

/** Appealed meanwhile (409): the server's message, then the appeal it already has. */
export const AlreadyAppealed: Story = {
  beforeEach: () => {
    race.appealed = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(decisionPath, () =>
          HttpResponse.json(race.appealed ? { ...hidden, appeal: appealOf(hidden) } : hidden),
        ),
        http.post('*/api/appeals', () => {
          race.appealed = true;
          return HttpResponse.json(
            { message: 'Žalba na ovu odluku je već podneta.' },
            { status: 409 },
          );
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const appeal = await sendAppeal(canvas, 'Ovo je druga žalba na istu odluku.');
    await expect(await appeal.findByText('Žalba je primljena i čeka odluku.')).toBeVisible();
    await expect(appeal.getByRole('alert')).toHaveTextContent(
      'Žalba na ovu odluku je već podneta.',
    );
    await expect(appeal.getByText(appealText)).toBeVisible();
    await expect(appeal.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The server did not take it: its message, and the text stays for another try. */
export const SendFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        answerDecision(hidden),
        http.post('*/api/appeals', () => HttpResponse.json({}, { status: 500 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const appeal = await sendAppeal(canvas, appealText);
    await expect(await appeal.findByRole('alert')).toHaveTextContent(
      'Žalba nije poslata. Pokušajte ponovo.',
    );
    await expect(appeal.getByRole('textbox', { name: /Razlozi žalbe/ })).toHaveValue(appealText);
  },
};

/** An appeal heard: the decision stands, with the reasons. */
export const Upheld: Story = {
  parameters: {
    msw: {
      handlers: [
        answerDecision({
          ...hidden,
          appeal: {
            ...appealOf(hidden, 'upheld'),
            resolution_statement: 'Izvod iz katastra glasi na drugo lice.',
            resolved_at: daysAgo(1),
          },
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const appeal = await section(canvas, 'Žalba');
    await expect(
      await appeal.findByText('Žalba je razmotrena i odluka ostaje na snazi.'),
    ).toBeVisible();
    await expect(appeal.getByText('Izvod iz katastra glasi na drugo lice.')).toBeVisible();
    await expect(appeal.queryByRole('button', { name: 'Pošalji žalbu' })).not.toBeInTheDocument();
  },
};

/** An appeal granted: the measure is lifted, and the statement says since when. */
export const Reversed: Story = {
  parameters: {
    msw: {
      handlers: [
        answerDecision({
          ...hidden,
          reversed_at: '2099-01-02T09:00:00.000Z',
          appeal: {
            ...appealOf(hidden, 'reversed'),
            resolution_statement: 'Vlasništvo je potvrđeno, oglas je ponovo objavljen.',
            resolved_at: '2099-01-02T09:00:00.000Z',
          },
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const statement = await section(canvas, 'Odluka moderatora');
    await expect(await statement.findByText('Odluka je ukinuta 2. januar 2099.')).toBeVisible();
    const appeal = await section(canvas, 'Žalba');
    await expect(appeal.getByText('Žalba je usvojena i mera je ukinuta.')).toBeVisible();
    await expect(
      appeal.getByText('Vlasništvo je potvrđeno, oglas je ponovo objavljen.'),
    ).toBeVisible();
  },
};

/** Past the six months of DSA Art. 20(1): the deadline, and no form. */
export const WindowClosed: Story = {
  parameters: {
    msw: {
      handlers: [answerDecision({ ...hidden, created_at: daysAgo(200) }), ...createHandlers()],
    },
  },
  play: async ({ canvas }) => {
    const appeal = await section(canvas, 'Žalba');
    await expect(await appeal.findByText(/^Rok za žalbu je istekao /)).toBeVisible();
    await expect(appeal.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(decisionPath, async () => {
          await delay('infinite');
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Učitavanje odluke…')).toBeVisible();
  },
};

/** Someone else's decision, or none: the server answers 404 either way. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(decisionPath, () =>
          HttpResponse.json({ message: 'Odluka nije pronađena.' }, { status: 404 }),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Odluka nije pronađena' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
  },
};

/** An address that names no decision is not found without asking. */
export const NotAnId: Story = {
  render: renderPage({
    path: paths.appeal.path,
    initialEntry: '/appeals/abc',
    Component,
    userId: fixtureUsers.landOwner.id,
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Odluka nije pronađena' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(decisionPath, () => HttpResponse.json({}, { status: 500 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju odluke')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pokušaj ponovo' })).toBeVisible();
  },
};

/** Signed-in users only: a visitor goes to /login. */
export const SignedOut: Story = {
  render: page(undefined),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('Stranica: /login');
  },
};
