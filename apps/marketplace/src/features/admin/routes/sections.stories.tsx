import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  errorHandler,
  fixtureLandAds,
  fixtureUsers,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { Component as Appeals } from './appeals';
import { Component as AuditLog } from './audit-log';
import { Component as Overview } from './overview';
import { Component as Queue } from './queue';
import { Component as User } from './user';
import { Component as Users } from './users';
import { consolePage } from './story-page';

const meta = {
  title: 'Pages/Admin/Sections',
  render: consolePage(paths.admin.path, Overview),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** A signed-in user without a staff role: 'Pristup odbijen' with the console's sentence. */
export const NonStaffDenied: Story = {
  render: consolePage(paths.admin.path, Overview, { userId: fixtureUsers.investor.id }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pristup odbijen' })).toBeVisible();
    await expect(canvas.getByText('Samo moderatori mogu pristupiti ovoj stranici.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Administracija' })).not.toBeInTheDocument();
  },
};

export const OverviewFilled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 h 25 min')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pregled' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByRole('link', { name: 'Oglasi sa otvorenim prijavama' }),
    ).toHaveAttribute('href', paths.adminReports.href());
  },
};

export const OverviewLoading: Story = {
  parameters: { msw: { handlers: [loadingHandler('getAdminSummary'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Učitavanje…')).toBeVisible();
  },
};

export const OverviewError: Story = {
  parameters: { msw: { handlers: [errorHandler('getAdminSummary'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pregled nije mogao da se učita.')).toBeVisible();
  },
};

export const QueueFilled: Story = {
  render: consolePage(paths.adminQueue.path, Queue),
  play: async ({ canvas }) => {
    const ad = fixtureLandAds.residentialSarajevo;
    const card = within(await canvas.findByRole('article', { name: ad.title }));
    await expect(card.getByText('Čeka odobrenje')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: `Odobri: ${ad.title}` }));
    const dialog = await body.findByRole('dialog', { name: 'Odobri' });
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const QueueEmpty: Story = {
  render: consolePage(paths.adminQueue.path, Queue),
  parameters: { msw: { handlers: [jsonHandler('listApprovalQueue', []), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema oglasa koji čekaju odobrenje.')).toBeVisible();
  },
};

/** The open appeal with its decision; 'Usvoji žalbu' asks only for the statement. */
export const AppealsFilled: Story = {
  render: consolePage(paths.adminAppeals.path, Appeals),
  play: async ({ canvas }) => {
    const title = `Sakrij oglas: ${fixtureLandAds.recreationalHercegNovi.title}`;
    const card = within(await canvas.findByRole('article', { name: title }));
    await expect(card.getByText(/Fotografije sam lično napravio/)).toBeVisible();
    await expect(card.getByText('4.1 — Prevara')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: `Usvoji žalbu: ${title}` }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Dalje' }));
    await expect(dialog.getByText('Obrazloženje je obavezno.')).toBeVisible();
  },
};

export const AppealsEmpty: Story = {
  render: consolePage(paths.adminAppeals.path, Appeals),
  parameters: { msw: { handlers: [jsonHandler('listAdminAppeals', []), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema otvorenih žalbi.')).toBeVisible();
  },
};

export const UsersSearch: Story = {
  render: consolePage(paths.adminUsers.path, Users),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Otvori podatke: Marko Petrović' });
    await userEvent.type(canvas.getByRole('searchbox', { name: /Pretraga/ }), 'jelena');
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    // Jelena is in the first list too: the search has answered once Marko has left it.
    await waitFor(() =>
      expect(
        canvas.queryByRole('link', { name: 'Otvori podatke: Marko Petrović' }),
      ).not.toBeInTheDocument(),
    );
    await expect(
      canvas.getByRole('link', { name: 'Otvori podatke: Jelena Jovanović' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Otvaranje podataka korisnika se beleži u dnevniku.'),
    ).toBeVisible();
  },
};

export const UsersEmpty: Story = {
  render: consolePage(paths.adminUsers.path, Users),
  parameters: { msw: { handlers: [jsonHandler('listAdminUsers', []), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema korisnika koji odgovaraju pretrazi.')).toBeVisible();
  },
};

/** An admin opens a business owner: the company to verify, account measures and the role. */
export const UserDetailAdmin: Story = {
  render: consolePage(paths.adminUser.path, User, {
    initialEntry: paths.adminUser.href(fixtureUsers.businessOwner.id),
    userId: fixtureUsers.admin.id,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureUsers.businessOwner.email)).toBeVisible();
    const name = fixtureUsers.businessOwner.full_name;
    await expect(canvas.getByRole('button', { name: `Suspenduj nalog: ${name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Verifikuj firmu: ${name}` })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Uloga u timu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Suspenduj nalog: ${name}` }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Dalje' }));
    await expect(dialog.getByText('Unesite datum i vreme završetka suspenzije.')).toBeVisible();
  },
};

/** A moderator: no account measures or roles, only the company check. */
export const UserDetailModerator: Story = {
  render: consolePage(paths.adminUser.path, User, {
    initialEntry: paths.adminUser.href(fixtureUsers.businessOwner.id),
  }),
  play: async ({ canvas }) => {
    const name = fixtureUsers.businessOwner.full_name;
    await expect(
      await canvas.findByRole('button', { name: `Verifikuj firmu: ${name}` }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: `Zabrani nalog: ${name}` }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Uloga u timu' })).not.toBeInTheDocument();
  },
};

export const AuditLogFiltered: Story = {
  render: consolePage(paths.adminAuditLog.path, AuditLog, {
    initialEntry: `${paths.adminAuditLog.href()}?action=set_staff_role`,
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Sistem')).toBeVisible();
  },
};

export const AuditLogEmpty: Story = {
  render: consolePage(paths.adminAuditLog.path, AuditLog),
  parameters: { msw: { handlers: [jsonHandler('listAuditLog', []), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema zapisa za izabrane filtere.')).toBeVisible();
  },
};

export const AuditLogError: Story = {
  render: consolePage(paths.adminAuditLog.path, AuditLog),
  parameters: { msw: { handlers: [errorHandler('listAuditLog'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dnevnik nije mogao da se učita.')).toBeVisible();
  },
};
