import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { Alert } from './Alert';
import { Button } from '../Button/Button';

const meta = {
  title: 'Primitives/Alert/Features',
  component: Alert,
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §8: load failures are shown to the user and announced at once. */
export const Danger: Story = {
  args: { tone: 'danger', children: texts.businessList.loadFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.businessList.loadFailed);
  },
};

/** spec §2: a deleted ad shows a warning. */
export const Warning: Story = {
  args: { tone: 'warning', children: texts.landAd.deletedWarning },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.landAd.deletedWarning);
  },
};

/** spec §8: 'Lozinka je uspešno promenjena!' is announced politely. */
export const Success: Story = {
  args: { tone: 'success', children: texts.profile.changeSucceeded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.profile.changeSucceeded);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'info', children: texts.businessList.descriptionHidden },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      texts.businessList.descriptionHidden,
    );
  },
};

const retry = fn();

export const WithTitleAndAction: Story = {
  args: {
    tone: 'danger',
    title: texts.businessDetail.loadFailed,
    children: texts.login.networkError,
    action: (
      <Button size="sm" variant="secondary" onClick={retry}>
        Pokušaj ponovo
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(texts.businessDetail.loadFailed);
    await expect(alert).toHaveTextContent(texts.login.networkError);
    await userEvent.click(canvas.getByRole('button', { name: 'Pokušaj ponovo' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
